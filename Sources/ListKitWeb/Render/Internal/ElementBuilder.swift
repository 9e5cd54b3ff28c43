import Foundation
@_spi(ListKit) import ListUI

/// Walks a view tree into elements: one per view shown, keyed by the view's identity, with what
/// the page needs to show it as the terminal does and to make it accessible.
///
/// A view leaving in an animation is left out (the page fades its element out); a hidden view is
/// kept, hidden, without its subviews. A collection view's elements are its cells and
/// supplementary views as ListUI has them, the visible ones: the page holds as many elements for
/// a million items as for ten.
@MainActor
struct ElementBuilder {
  let keys: ViewKeys
  /// The clock's time, for the animations under way.
  let now: TimeInterval
  /// The views' units: frames, offsets and drawing are sent to the page in its cells.
  let units: LayoutUnits
  var elements: [String: Element] = [:]
  init(keys: ViewKeys, now: TimeInterval, units: LayoutUnits = .cells) {
    self.keys = keys
    self.now = now
    self.units = units
  }

  /// `rect`, in the views' units, in the page's cells.
  private func cells(_ rect: CGRect) -> CGRect { units.cells(of: rect) }

  /// Adds elements that are not views, such as the title bar's.
  mutating func add(_ parts: [Element]) {
    for part in parts { elements[part.id] = part }
  }

  /// Adds one element that is not a view.
  mutating func add(_ part: Element) {
    elements[part.id] = part
  }

  /// Adds `view` and what it holds under the element `parent`, where `parentView` is the view
  /// of that element, if it is one.
  ///
  /// - Returns: The view's key, or `nil` when it is leaving and left out.
  @discardableResult
  mutating func addView(_ view: View, parent: String, parentView: View?) -> String? {
    if view.animation?.effect == .disappear { return nil }
    let key = keys.key(for: view)
    var frame = view.frame
    if let parentView, !(parentView is ScrollView) {
      frame.origin.x -= parentView.bounds.minX
      frame.origin.y -= parentView.bounds.minY
    }
    var element = Element(
      id: key, kind: Self.kind(of: view), parent: parent, frame: cells(frame))
    element.style = style(of: view, cellFrame: element.frame)
    animate(&element, view: view)
    describe(&element, view: view, parentView: parentView)
    guard !view.isHidden else {
      elements[key] = element
      return key
    }
    if let scrollView = view as? ScrollView, !(view is TextView) {
      element.scroll = cells(CGRect(origin: scrollView.bounds.origin, size: .zero)).origin
    }
    switch view {
    case let field as TextField:
      element.value = field.text ?? ""
      if let range = field.selectedTextRange {
        element.caret = field.offset(from: field.beginningOfDocument, to: range.end)
      }
    case let textView as TextView:
      // The page's own text area scrolls and wraps its text.
      element.value = textView.text ?? ""
      if let range = textView.selectedTextRange {
        element.caret = textView.offset(from: textView.beginningOfDocument, to: range.end)
      }
    case is ScrollView:
      break
    default:
      element.runs = RecordingSurface.runs(of: view, units: units)
    }
    if let segmented = view as? SegmentedControl {
      element.children = addSegments(of: segmented, key: key)
    }
    elements[key] = element
    var children: [String] = element.children
    children += addSublayers(of: view, key: key, beneathSubviews: true)
    for subview in view.subviews {
      if let child = addView(subview, parent: key, parentView: view) { children.append(child) }
    }
    children += addSublayers(of: view, key: key, beneathSubviews: false)
    if let cell = view as? CollectionViewCell, let collectionView = parentView as? CollectionView {
      // Over the row's content.
      children += addSwipeActions(of: cell, in: collectionView, key: key)
    }
    elements[key]?.children = children
    return key
  }

  /// The CSS background of a view or layer of `color` with the frame `cellFrame`, in cells; a
  /// rule thinner than a cell in the theme's own colour, such as the separator colour, is drawn
  /// as a terminal draws it: in the text colour, as light as the colour is.
  private static func background(_ color: Color?, cellFrame: CGRect) -> String? {
    if let background = CSSStyle.css(color) { return background }
    guard let color, color.alpha > 0, cellFrame.height < 1 || cellFrame.width < 1 else {
      return nil
    }
    let percent = Int((color.alpha * 100).rounded())
    return "color-mix(in srgb, var(--fg) \(percent)%, transparent)"
  }

  /// What the page makes of `view`.
  static func kind(of view: View) -> String {
    switch view {
    case is Button: "button"
    case is TextField: "input"
    case is TextView: "textarea"
    case is Switch: "switch"
    case is SegmentedControl: "segmented"
    case is ActivityIndicatorView: "spinner"
    case is ImageView: "image"
    case is CollectionView: "list"
    case is ScrollView: "scroll"
    case is CollectionViewCell where view.superview is CollectionView: "cell"
    default: "view"
    }
  }

  /// The view's colours, attributes, alpha, border and clipping as a style object.
  private func style(of view: View, cellFrame: CGRect) -> JSON {
    var members: [(String, JSON)] = []
    let drawing = view.drawingStyle
    if case .object(let flags) = CSSStyle.runStyle(drawing) { members.append(contentsOf: flags) }
    if let background = Self.background(view.backgroundColor, cellFrame: cellFrame) {
      members.removeAll { $0.0 == "bg" }
      members.append(("bg", .string(background)))
    }
    if !units.isCells, let (font, alignment) = Self.font(of: view) {
      // In points, text is the page's own: in the font's family, size, weight and slant.
      members.append(("font", CSSStyle.font(font, alignment: alignment)))
    }
    if let toggle = view as? Switch, let tint = CSSStyle.css(toggle.onTintColor) {
      members.append(("tint", .string(tint)))
    }
    if view.alpha < 1 { members.append(("a", .number(Double(view.alpha)))) }
    if view.isHidden { members.append(("hidden", .bool(true))) }
    if view.clipsToBounds { members.append(("clip", .bool(true))) }
    if !view.isUserInteractionEnabled { members.append(("inert", .bool(true))) }
    if let layer = view.storedLayer { members += layerStyle(of: layer) }
    return .object(members)
  }

  /// The border, rounded corners, shadow and stacking of `layer`, as style members.
  private func layerStyle(of layer: Layer) -> [(String, JSON)] {
    var members: [(String, JSON)] = []
    if layer.borderWidth > 0 {
      members.append(
        ("border", .string(CSSStyle.css(layer.borderColor, fill: false) ?? "currentColor")))
      if layer.cornerRadius > 0 { members.append(("radius", .number(Double(layer.cornerRadius)))) }
    }
    if layer.cornerRadius > 0, !layer.maskedCorners.isEmpty {
      // Each corner's radius in cells, across and down: top left, top right, bottom right,
      // bottom left, as CSS's border-radius lists them.
      let radius = cells(CGRect(x: 0, y: 0, width: layer.cornerRadius, height: layer.cornerRadius))
      let corners: [CornerMask] = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner,
      ]
      members.append(
        (
          "corners",
          .array(
            corners.flatMap { corner -> [JSON] in
              layer.maskedCorners.contains(corner)
                ? [.number(Double(radius.width)), .number(Double(radius.height))]
                : [.number(0), .number(0)]
            })
        ))
    }
    if layer.shadowOpacity > 0, let color = layer.shadowColor,
      let css = CSSStyle.css(color.withAlphaComponent(color.alpha * CGFloat(layer.shadowOpacity)))
    {
      let offset = cells(
        CGRect(
          x: layer.shadowOffset.width, y: layer.shadowOffset.height, width: layer.shadowRadius,
          height: layer.shadowRadius))
      members.append(
        (
          "shadow",
          .array([
            .number(Double(offset.minX)), .number(Double(offset.minY)),
            .number(Double(offset.height)), .string(css),
          ])
        ))
    }
    if layer.zPosition != 0 { members.append(("z", .number(Double(layer.zPosition)))) }
    return members
  }

  /// Adds the elements of the sublayers of `view`'s layer drawn under (`beneathSubviews`) or
  /// over its subviews, keyed after the view's `key`.
  ///
  /// - Returns: Their keys, in drawing order.
  private mutating func addSublayers(of view: View, key: String, beneathSubviews: Bool)
    -> [String]
  {
    guard let layer = view.storedLayer else { return [] }
    let origin = view is ScrollView ? .zero : view.bounds.origin
    var keys: [String] = []
    for (index, sublayer) in layer.sublayersForDrawing(beneathSubviews: beneathSubviews) {
      keys.append(addLayer(sublayer, key: "\(key).l\(index)", parent: key, origin: origin))
    }
    return keys
  }

  /// Adds `layer`, a layer of its own, and its sublayers under the element `parent`, whose
  /// coordinates start at `origin`.
  private mutating func addLayer(_ layer: Layer, key: String, parent: String, origin: CGPoint)
    -> String
  {
    var frame = layer.frame
    frame.origin.x -= origin.x
    frame.origin.y -= origin.y
    let cellFrame = cells(frame)
    var element = Element(id: key, kind: "view", parent: parent, frame: cellFrame)
    var members: [(String, JSON)] = []
    if let background = Self.background(layer.backgroundColor, cellFrame: cellFrame) {
      members.append(("bg", .string(background)))
    }
    if layer.opacity < 1 { members.append(("a", .number(Double(layer.opacity)))) }
    if layer.isHidden { members.append(("hidden", .bool(true))) }
    if layer.masksToBounds { members.append(("clip", .bool(true))) }
    members.append(("inert", .bool(true)))
    members += layerStyle(of: layer)
    element.style = .object(members)
    if !layer.isHidden {
      element.children = (layer.sublayers ?? []).enumerated().map { index, sublayer in
        addLayer(sublayer, key: "\(key).l\(index)", parent: key, origin: layer.bounds.origin)
      }
    }
    elements[key] = element
    return key
  }

  /// The font and alignment of a view that shows text in a font: a label, a text field, a
  /// button (UIKit's 15-point system font, centred); `nil` for a view that draws itself.
  static func font(of view: View) -> (Font, TextAlignment)? {
    switch view {
    case let label as Label:
      let font = label.font
      return (
        label.isBold && font.weight < .bold
          ? Font(
            pointSize: font.pointSize, weight: .bold, isItalic: font.isItalic,
            familyName: font.familyName, isMonospaced: font.isMonospaced)
          : font,
        label.textAlignment
      )
    case let field as TextField:
      return (field.font ?? .systemFont(ofSize: Font.systemFontSize), field.textAlignment)
    case let textView as TextView:
      return (textView.font ?? .systemFont(ofSize: Font.systemFontSize), textView.textAlignment)
    case let button as Button:
      return (button.titleLabel?.font ?? .systemFont(ofSize: 15), .center)
    default:
      return nil
    }
  }

  /// The transition, fade or flash of the animation `view` is in, if any is under way.
  private func animate(_ element: inout Element, view: View) {
    guard let animation = view.animation, !animation.isFinished(at: now) else { return }
    let remaining = animation.beginTime + animation.duration - max(now, animation.beginTime)
    switch animation.effect {
    case .appear: element.fadeIn = remaining
    case .highlight: element.flash = remaining
    case .none, .disappear: break
    }
    if animation.startFrame != nil || animation.startAlpha != nil
      || animation.startBoundsOrigin != nil || animation.startBackgroundColor != nil
    {
      element.transition = Transition(
        duration: remaining, easing: Self.easing(animation.curve),
        delay: max(0, animation.beginTime - now))
    }
  }

  /// A content mode as the page's fit: `fill`, `contain` or `cover`, or where an image at its
  /// own size is placed, such as `center` or `top-left`.
  static func fit(of contentMode: View.ContentMode) -> String {
    switch contentMode {
    case .scaleToFill, .redraw: "fill"
    case .scaleAspectFit: "contain"
    case .scaleAspectFill: "cover"
    case .center: "center"
    case .top: "top"
    case .bottom: "bottom"
    case .left: "left"
    case .right: "right"
    case .topLeft: "top-left"
    case .topRight: "top-right"
    case .bottomLeft: "bottom-left"
    case .bottomRight: "bottom-right"
    }
  }

  /// A curve as a CSS timing function.
  static func easing(_ curve: ViewAnimation.Curve) -> String {
    switch curve {
    case .easeInOut: "ease-in-out"
    case .easeIn: "ease-in"
    case .easeOut: "ease-out"
    case .linear: "linear"
    case .spring(let dampingRatio, _):
      dampingRatio < 1 ? "cubic-bezier(0.34,1.56,0.64,1)" : "ease-out"
    }
  }

  /// The attributes that make the element accessible: roles, names, states, and a cell's place
  /// among all the items of its list.
  private mutating func describe(_ element: inout Element, view: View, parentView: View?) {
    var attributes: [String: String] = [:]
    if let label = view.accessibilityLabel { attributes["aria-label"] = label }
    if let identifier = view.accessibilityIdentifier { attributes["data-name"] = identifier }
    if let control = view as? Control, !control.isEnabled { attributes["disabled"] = "" }
    switch view {
    case let button as Button:
      if attributes["aria-label"] == nil, let title = button.currentTitle, !title.isEmpty {
        attributes["aria-label"] = title
      }
    case let field as TextField:
      if let placeholder = field.placeholder {
        attributes["placeholder"] = placeholder
        if attributes["aria-label"] == nil { attributes["aria-label"] = placeholder }
      }
      if field.isSecureTextEntry { attributes["type"] = "password" }
      if let hint = field.returnKeyType.enterKeyHint { attributes["enterkeyhint"] = hint }
      // The page gives the input its focus while the field takes the keys.
      if field.isFirstResponder { attributes["autofocus"] = "" }
    case let textView as TextView:
      if !textView.isEditable { attributes["readonly"] = "" }
      if !textView.isSelectable { attributes["data-unselectable"] = "" }
      if textView.isFirstResponder { attributes["autofocus"] = "" }
    case let toggle as Switch:
      attributes["role"] = "switch"
      attributes["aria-checked"] = toggle.isOn ? "true" : "false"
    case is SegmentedControl:
      attributes["role"] = "group"
    case let spinner as ActivityIndicatorView:
      attributes["role"] = "progressbar"
      attributes["data-animating"] = spinner.isAnimating ? "true" : "false"
      if attributes["aria-label"] == nil { attributes["aria-label"] = "Loading" }
    case let imageView as ImageView:
      attributes["role"] = "img"
      if attributes["aria-label"] == nil {
        // A system symbol by its name in words, "heart fill"; another image by what it is.
        let symbolName = imageView.image?.symbol == nil ? nil : imageView.image?.name
        attributes["aria-label"] =
          symbolName.map { $0.replacingOccurrences(of: ".", with: " ") } ?? "Image"
      }
      // Its pixels, where it has them: the page shows them over the placeholder once loaded.
      if let image = imageView.image, let path = ImageStore.shared.path(for: image) {
        attributes["data-src"] = path
        attributes["data-fit"] = Self.fit(of: imageView.contentMode)
      }
    case is CollectionView:
      attributes["role"] = "list"
      attributes["tabindex"] = "0"
    case let cell as CollectionViewCell:
      guard let collectionView = parentView as? CollectionView,
        let indexPath = collectionView.indexPath(for: cell)
      else { break }
      attributes["role"] = "listitem"
      let order = collectionView.itemOrder
      attributes["aria-setsize"] = String(order.count)
      if let place = order.firstIndex(of: indexPath) {
        attributes["aria-posinset"] = String(place + 1)
      }
      if cell.isSelected { attributes["aria-current"] = "true" }
    default:
      break
    }
    Self.applyAccessibility(of: view, to: &attributes)
    element.attributes = attributes
  }

  /// The ARIA that the view's accessibility properties name, over what its class gives: its
  /// value and hint, the role and states of its traits, and whether screen readers skip it
  /// (hidden, inside a view read as one element, or a label or control that is not one).
  static func applyAccessibility(of view: View, to attributes: inout [String: String]) {
    if let hint = view.accessibilityHint, !hint.isEmpty { attributes["aria-description"] = hint }
    let traits = view.accessibilityTraits
    let roles: [(AccessibilityTraits, String)] = [
      (.header, "heading"), (.searchField, "searchbox"), (.link, "link"), (.button, "button"),
      (.image, "img"), (.tabBar, "tablist"),
    ]
    if let (_, role) = roles.first(where: { traits.contains($0.0) }),
      !(role == "button" && view is Button)
    {
      attributes["role"] = role
      if role == "heading" { attributes["aria-level"] = "2" }
    }
    if traits.contains(.selected) { attributes["aria-current"] = "true" }
    if traits.contains(.notEnabled) { attributes["aria-disabled"] = "true" }
    if traits.contains(.updatesFrequently) { attributes["aria-live"] = "off" }
    if view.accessibilityIgnoresInvertColors { attributes["data-keep-colors"] = "" }
    let readsItself = view is Label || view is Control
    if view.isAccessibilityElement, !readsItself {
      // One element: named by its label, else by what its subviews say; they are skipped.
      attributes["role"] = attributes["role"] ?? "group"
      if attributes["aria-label"] == nil {
        attributes["aria-label"] = spokenText(ofSubviewsOf: view)
      }
    }
    if let value = view.accessibilityValue, !value.isEmpty {
      attributes["aria-label"] = [attributes["aria-label"], value].compactMap { $0 }
        .joined(separator: ", ")
    }
    var ancestor = view.superview
    var skipped = view.accessibilityElementsHidden || (readsItself && !view.isAccessibilityElement)
    while let above = ancestor, !skipped {
      skipped =
        above.accessibilityElementsHidden
        || (above.isAccessibilityElement && !(above is Label || above is Control))
      ancestor = above.superview
    }
    if skipped { attributes["aria-hidden"] = "true" }
  }

  /// The text of the labels and buttons in `view`'s subviews, in order, joined with commas: what
  /// a screen reader says for a view read as one element without a label.
  static func spokenText(ofSubviewsOf view: View) -> String {
    var parts: [String] = []
    var pending = view.subviews.reversed() as [View]
    while let next = pending.popLast() {
      guard !next.isHidden else { continue }
      if let label = next.accessibilityLabel {
        parts.append(label)
        continue
      }
      switch next {
      case let label as Label:
        if let text = label.text, !text.isEmpty { parts.append(text) }
      case let button as Button:
        if let title = button.currentTitle, !title.isEmpty { parts.append(title) }
      default:
        pending += next.subviews.reversed()
      }
    }
    return parts.joined(separator: ", ")
  }

  /// A button per swipe action of the row (UIKit's `UIContextualAction`s its section's list
  /// configuration gives): the trailing ones at the row's right end, the first rightmost, the
  /// leading ones at its left end, the first leftmost. The page shows them while the pointer
  /// is over the row, the row is selected or has the focus, or a touch swiped it; each is
  /// `"<row>.w<n>"`, the action's place among the trailing then the leading ones.
  private mutating func addSwipeActions(
    of cell: CollectionViewCell, in collectionView: CollectionView, key: String
  ) -> [String] {
    guard collectionView.collectionViewLayout is CollectionViewCompositionalLayout,
      let indexPath = collectionView.indexPath(for: cell)
    else { return [] }
    let sides = AppViewController.swipeActionsBySide(forItemAt: indexPath, in: collectionView)
    guard !sides.trailing.isEmpty || !sides.leading.isEmpty else { return [] }
    let height = max(1, cells(cell.bounds).height)
    let rowWidth = cells(cell.bounds).width
    var children: [String] = []
    var right = rowWidth
    var left: CGFloat = 0
    for (place, action) in (sides.trailing + sides.leading).enumerated() {
      let title = action.title ?? ""
      let width = CGFloat(TextMetrics.width(of: title) + 2)
      let isTrailing = place < sides.trailing.count
      let x: CGFloat
      if isTrailing {
        right -= width
        x = right
      } else {
        x = left
        left += width
      }
      let id = "\(key).w\(place)"
      var element = Element(
        id: id, kind: "button", parent: key,
        frame: CGRect(x: x, y: 0, width: width, height: height))
      element.attributes = [
        "aria-label": title, "data-swipe": isTrailing ? "trailing" : "leading",
      ]
      let background =
        CSSStyle.css(action.backgroundColor)
        ?? CSSStyle.css(action.style == .destructive ? Color.systemRed : Color.systemGray)
        ?? ""
      element.style = .object([("bg", .string(background)), ("fg", .string("#ffffff"))])
      element.runs = .array([
        .object([
          ("x", .number(1)), ("y", .number(Double((height - 1) / 2))), ("t", .string(title)),
        ])
      ])
      elements[id] = element
      children.append(id)
    }
    return children
  }

  /// A button per segment over the segmented control's drawing, pressed with `aria-pressed`.
  private mutating func addSegments(of control: SegmentedControl, key: String) -> [String] {
    let width = units.columns(in: control.bounds.width)
    var ranges: [Int: Range<Int>] = [:]
    for column in 0..<max(0, width) {
      guard let segment = control.segment(atColumn: column) else { continue }
      let range = ranges[segment] ?? column..<column
      ranges[segment] = range.lowerBound..<(column + 1)
    }
    var children: [String] = []
    for segment in 0..<control.numberOfSegments {
      guard let range = ranges[segment] else { continue }
      let id = "\(key).s\(segment)"
      var element = Element(
        id: id, kind: "segment", parent: key,
        frame: CGRect(
          x: CGFloat(range.lowerBound), y: 0, width: CGFloat(range.count),
          height: cells(control.bounds).height))
      element.attributes = [
        "aria-label": control.titleForSegment(at: segment) ?? "Segment \(segment + 1)",
        "aria-pressed": control.selectedSegmentIndex == segment ? "true" : "false",
      ]
      if !control.isEnabled || !control.isEnabledForSegment(at: segment) {
        element.attributes["disabled"] = ""
      }
      elements[id] = element
      children.append(id)
    }
    return children
  }
}
