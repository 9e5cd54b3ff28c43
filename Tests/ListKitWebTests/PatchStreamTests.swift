import Foundation
import ListKit
import ListUI
import Testing

@testable import ListKitWeb

/// The patches a session sends, read as text.
@MainActor
@Suite struct PatchStreamTests {
  private func listSession(_ items: [String], options: WebSessionOptions = WebSessionOptions())
    -> (Recorder, ListScreen)
  {
    let screen = ListScreen(items: items)
    let recorder = Recorder(root: screen, options: options)
    screen.connect(scheduler: recorder.session.scheduler)
    return (recorder, screen)
  }

  @Test func theFirstFrameCreatesThePageAndTheRows() throws {
    let (recorder, _) = listSession(["alpha", "beta", "gamma"])
    let message = try #require(recorder.hello())
    #expect(
      message.hasPrefix(
        #"{"type":"frame","seq":1,"reset":true,"limit":65536,"keys":[],"title":"Rows","ops":["#))
    let ops = Recorder.operations(in: message)
    #expect(ops.allSatisfy { $0.contains(#""op":"create""#) })
    #expect(ops.contains { $0.hasPrefix(#"{"op":"create","id":"bar","parent":"root""#) })
    #expect(ops.contains { $0.hasPrefix(#"{"op":"create","id":"screen","parent":"root""#) })
    #expect(ops.contains { $0.hasPrefix(#"{"op":"create","id":"status","parent":"root""#) })
    #expect(ops.filter { $0.contains(#""kind":"list""#) }.count == 1)
    #expect(ops.contains { $0.contains(#""role":"list""#) && $0.contains(#""tabindex":"0""#) })
    let cells = ops.filter { $0.contains(#""kind":"cell""#) }
    #expect(cells.count == 3)
    #expect(
      cells.contains { $0.contains(#""aria-posinset":"1","aria-setsize":"3","role":"listitem""#) })
    #expect(ops.contains { $0.contains(#""t":"alpha""#) })
    // The rows are placed in order: the last first, each before its next sibling.
    let gamma = try #require(recorder.element(showing: "gamma", kind: "cell"))
    // One section a row: the third row's place counts the sections before it.
    #expect(gamma.attributes["aria-posinset"] == "3")
    #expect(
      cells[0].hasPrefix(
        #"{"op":"create","id":"\#(gamma.id)","parent":"\#(gamma.parent)","before":null,"kind":"cell""#
      ))
    #expect(cells[0].contains(#""frame":{"x":0,"y":2,"w":40,"h":1}"#))
  }

  @Test func nothingChangedSendsNothing() {
    let (recorder, _) = listSession(["alpha", "beta"])
    recorder.hello()
    let count = recorder.messages.count
    #expect(recorder.session.renderFrame() == nil)
    recorder.session.advance(by: 1)
    #expect(recorder.messages.count == count)
  }

  @Test func aMovedRowIsTheSameElementGliding() throws {
    let (recorder, screen) = listSession(["alpha", "beta", "gamma"])
    recorder.hello()
    let gamma = try #require(recorder.element(showing: "gamma", kind: "cell"))
    #expect(gamma.frame.minY == 2)
    screen.items = ["gamma", "alpha", "beta"]
    screen.adapter.performUpdates(animated: true)
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(!ops.contains { $0.contains(#""op":"create""#) || $0.contains(#""op":"remove""#) })
    #expect(
      ops.contains(
        #"{"op":"frame","id":"\#(gamma.id)","x":0,"y":0,"w":40,"h":1,"t":200,"ease":"ease-out"}"#),
      "\(ops)")
    #expect(recorder.element(showing: "gamma", kind: "cell")?.id == gamma.id)
  }

  @Test func aDeletedRowFadesOut() throws {
    let (recorder, screen) = listSession(["alpha", "beta", "gamma"])
    recorder.hello()
    let beta = try #require(recorder.element(showing: "beta", kind: "cell"))
    screen.items = ["alpha", "gamma"]
    screen.adapter.performUpdates(animated: true)
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains(#"{"op":"remove","id":"\#(beta.id)","fade":200}"#), "\(ops)")
    // An inserted row fades in.
    recorder.session.advance(by: 1)
    screen.items = ["alpha", "gamma", "delta"]
    screen.adapter.performUpdates(animated: true)
    recorder.session.advance(by: 0)
    let inserted = Recorder.operations(in: recorder.messages.last)
    #expect(inserted.contains { $0.contains(#""kind":"cell""#) && $0.hasSuffix(#""fade":200}"#) })
  }

  @Test(arguments: [true, false])
  func reducedMotionHasNoTransitions(fromThePage: Bool) throws {
    let (recorder, screen) = listSession(
      ["alpha", "beta", "gamma"], options: WebSessionOptions(reducesMotion: !fromThePage))
    recorder.hello(reducedMotion: fromThePage)
    #expect(recorder.session.reducesMotion)
    let beta = try #require(recorder.element(showing: "beta", kind: "cell"))
    screen.items = ["gamma", "alpha"]
    screen.adapter.performUpdates(animated: true)
    recorder.session.advance(by: 0)
    let ops = Recorder.operations(in: recorder.messages.last)
    #expect(ops.contains(#"{"op":"remove","id":"\#(beta.id)"}"#), "\(ops)")
    #expect(ops.contains { $0.hasPrefix(#"{"op":"frame""#) })
    #expect(!ops.contains { $0.contains(#""ease":"#) || $0.contains(#""fade":"#) })
  }

  @Test func reTextingALabelSendsOnlyItsText() throws {
    let screen = ViewController()
    let label = Label()
    label.text = "Hello"
    screen.view.addSubview(label)
    label.frame = CGRect(x: 1, y: 1, width: 10, height: 1)
    let recorder = Recorder(root: screen)
    recorder.hello()
    let key = recorder.session.keys.key(for: label)
    label.text = "World"
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    #expect(
      Recorder.operations(in: recorder.messages.last) == [
        #"{"op":"text","id":"\#(key)","runs":[{"x":0,"y":0,"t":"World"}]}"#
      ])
  }

  @Test func stylesComeFromColoursFontsAndLayers() throws {
    let screen = ViewController()
    let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    box.backgroundColor = .systemBlue
    box.alpha = 0.5
    box.layer.borderWidth = 1
    box.layer.cornerRadius = 1
    box.layer.borderColor = .red
    let label = Label()
    label.text = "Bold"
    label.isBold = true
    label.textColor = .green
    label.frame = CGRect(x: 1, y: 1, width: 4, height: 1)
    box.addSubview(label)
    screen.view.addSubview(box)
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello())
    let boxKey = recorder.session.keys.key(for: box)
    #expect(
      ops.contains {
        $0.hasPrefix(#"{"op":"create","id":"\#(boxKey)""#)
          && $0.contains(
            ##""style":{"bg":"var(--sys-blue-fill)","a":0.5,"border":"#ff0000","radius":1,"corners":[1,1,1,1,1,1,1,1]}"##
          )
      }, "\(ops)")
    #expect(
      ops.contains { $0.contains(##"{"x":0,"y":0,"t":"Bold","s":{"fg":"#00ff00","b":true}}"##) })
  }

  @Test func aViewsSublayersAreElements_withCornersAndShadows() throws {
    let screen = ViewController()
    let card = View(frame: CGRect(x: 2, y: 1, width: 10, height: 4))
    card.layer.cornerRadius = 2
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 1)
    card.layer.shadowRadius = 2
    let separator = Layer()
    separator.frame = CGRect(x: 1, y: 3.5, width: 9, height: 0.5)
    separator.backgroundColor = .red
    card.layer.addSublayer(separator)
    let hairline = Layer()
    hairline.frame = CGRect(x: 1, y: 2.5, width: 9, height: 0.5)
    hairline.backgroundColor = .separator
    card.layer.addSublayer(hairline)
    let separatorView = View(frame: CGRect(x: 1, y: 1.5, width: 9, height: 0.5))
    separatorView.backgroundColor = .separator
    card.addSubview(separatorView)
    screen.view.addSubview(card)
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello())
    let key = recorder.session.keys.key(for: card)
    #expect(
      ops.contains {
        $0.hasPrefix(#"{"op":"create","id":"\#(key)""#)
          && $0.contains(
            ##""style":{"corners":[2,2,2,2,0,0,0,0],"shadow":[0,1,2,"rgba(0,0,0,0.5)"]}"##)
      }, "\(ops)")
    #expect(
      ops.contains {
        $0.hasPrefix(#"{"op":"create","id":"\#(key).l0","parent":"\#(key)""#)
          && $0.contains(##""style":{"bg":"#ff0000","inert":true}"##)
      }, "\(ops)")
    #expect(
      ops.contains {
        $0.contains(#""id":"\#(key).l1""#)
          && $0.contains(##""bg":"color-mix(in srgb, var(--fg) 30%, transparent)""##)
      }, "\(ops)")
    let viewKey = recorder.session.keys.key(for: separatorView)
    #expect(
      ops.contains {
        // A separator view thinner than a line is a rule too.
        $0.contains(#""id":"\#(viewKey)""#)
          && $0.contains(##""bg":"color-mix(in srgb, var(--fg) 30%, transparent)""##)
      }, "\(ops)")
    separatorView.removeFromSuperview()
    separator.removeFromSuperlayer()
    recorder.session.advance(by: 0)
    #expect(
      Recorder.operations(in: recorder.messages.last).contains {
        // Layers are keyed by their place: the second takes the first's key.
        $0.contains(#""op":"remove""#) && $0.contains("\(key).l1")
      }, "\(Recorder.operations(in: recorder.messages.last))")
  }

  @Test func aFieldsReturnKeyTypeIsTheInputsEnterKeyHint() throws {
    let screen = ViewController()
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
    field.returnKeyType = .send
    screen.view.addSubview(field)
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello()).joined()
    #expect(ops.contains(#""enterkeyhint":"send""#), "\(ops)")
  }

  @Test func systemColoursFollowThePagesTheme() throws {
    let screen = ViewController()
    let label = Label()
    label.text = "Red"
    label.textColor = .systemRed
    label.backgroundColor = .systemGray6
    label.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
    let tinted = View(frame: CGRect(x: 0, y: 1, width: 3, height: 1))
    tinted.backgroundColor = Color.systemBlue.withAlphaComponent(0.25)
    let toggle = Switch(frame: CGRect(x: 0, y: 2, width: 5, height: 1))
    toggle.onTintColor = .systemOrange
    toggle.isOn = true
    for view in [label, tinted, toggle] { screen.view.addSubview(view) }
    let recorder = Recorder(root: screen)
    let ops = Recorder.operations(in: recorder.hello()).joined()
    // Text takes the theme's colour for text, a background the one for fills.
    #expect(ops.contains(#""t":"Red","s":{"fg":"var(--sys-red)"}"#), "\(ops)")
    #expect(ops.contains(#""bg":"var(--sys-gray6-fill)""#))
    #expect(ops.contains(#""bg":"color-mix(in srgb, var(--sys-blue-fill) 25%, transparent)""#))
    // A switch is a checkbox, checked by aria-checked, in its tint.
    let key = recorder.session.keys.key(for: toggle)
    let created = try #require(
      Recorder.operations(in: recorder.messages.first).first { $0.contains(#""id":"\#(key)""#) })
    #expect(created.contains(#""kind":"switch""#))
    #expect(created.contains(#""aria-checked":"true""#))
    #expect(created.contains(#""tint":"var(--sys-orange-fill)""#))
    // A fixed colour stays as it is.
    label.textColor = .red
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    #expect(Recorder.operations(in: recorder.messages.last).joined().contains(##""fg":"#ff0000""##))
  }

  @Test func anImageWithPixelsIsLoadedFromTheServer() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, 16, 0, 0, 0, 16]
    let screen = ViewController()
    let photo = ImageView(image: ImageReference(data: Data(png)))
    photo.contentMode = .scaleAspectFill
    let placeholder = ImageView(
      image: ImageReference(name: "cat", size: CGSize(width: 5, height: 1)))
    placeholder.frame.origin.y = 2
    screen.view.addSubview(photo)
    screen.view.addSubview(placeholder)
    let recorder = Recorder(root: screen)
    recorder.hello()
    let element = try #require(recorder.session.shown[recorder.session.keys.key(for: photo)])
    let source = try #require(element.attributes["data-src"])
    #expect(source.hasPrefix("/image/d"))
    #expect(element.attributes["data-fit"] == "cover")
    // The server answers that address with the bytes, and no other.
    let served = try #require(ImageStore.shared.image(forKey: String(source.dropFirst(7))))
    #expect(served.bytes == Data(png) && served.mimeType == "image/png")
    #expect(ImageStore.shared.image(forKey: "d0000000000000000") == nil)
    // An image from the web: the page loads it from its own address.
    let web = try #require(URL(string: "https://example.com/cat.png"))
    photo.image = ImageReference(url: web, size: CGSize(width: 4, height: 2))
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    let shownWeb = try #require(recorder.session.shown[recorder.session.keys.key(for: photo)])
    #expect(shownWeb.attributes["data-src"] == "https://example.com/cat.png")
    // An image by name alone has no pixels: its placeholder is what the page shows.
    let named = try #require(recorder.session.shown[recorder.session.keys.key(for: placeholder)])
    #expect(named.attributes["data-src"] == nil)
    #expect(named.runs.text.contains("[cat]"))
  }

  @Test func theImageStoreKeepsItsCapacity() throws {
    let store = ImageStore(capacity: 8)
    var paths: [String] = []
    for index in 0..<20 {
      let image = ImageReference(name: "\(index)", size: .zero, source: .data(Data([UInt8(index)])))
      paths.append(try #require(store.path(for: image)))
    }
    // The store holds at most its capacity; the last registered is always kept.
    #expect(store.count <= 8)
    #expect(store.contains(key: String(paths[19].dropFirst(7))))
    #expect(!store.contains(key: String(paths[0].dropFirst(7))))
    // The keys of the images made from bytes go with their entries.
    #expect(store.dataKeyCount == store.count)
  }

  @Test func anImageFromBytesRegisteredAgainKeepsItsKeyAndPath() throws {
    let store = ImageStore(capacity: 8)
    let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    func image(_ data: Data) -> ImageReference {
      ImageReference(name: "photo", size: CGSize(width: 4, height: 2), source: .data(data))
    }
    let first = try #require(store.path(for: image(bytes)))
    // The same bytes in another buffer: the same key, looked up rather than hashed again.
    let copy = Data(Array(bytes))
    #expect(try #require(store.path(for: image(copy))) == first)
    #expect(store.dataKeyCount == 1)
    // Bytes that differ only past the first ones a `Data` hashes get a key of their own.
    var changed = bytes
    changed[99_999] ^= 0xFF
    let other = try #require(store.path(for: image(changed)))
    #expect(other != first)
    #expect(store.dataKeyCount == 2)
  }

  @Test func aBlockAnimationIsATransition() throws {
    let screen = ViewController()
    let box = View(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    screen.view.addSubview(box)
    let recorder = Recorder(root: screen)
    recorder.hello()
    View.animate(withDuration: 0.5) { box.frame.origin.x = 10 }
    recorder.session.setNeedsFrame()
    recorder.session.advance(by: 0)
    let key = recorder.session.keys.key(for: box)
    #expect(
      Recorder.operations(in: recorder.messages.last) == [
        #"{"op":"frame","id":"\#(key)","x":10,"y":0,"w":4,"h":1,"t":500,"ease":"ease-in-out"}"#
      ])
  }
}
