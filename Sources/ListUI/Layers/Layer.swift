import Foundation

/// A rectangle drawn with a view, with a background, a border, rounded corners, a shadow and
/// layers of its own: ListUI's `CALayer`.
///
/// Every view has one, its ``View/layer``, whose geometry, visibility and background are the
/// view's own. A layer made with ``init()`` is drawn only once it is added to another with
/// ``addSublayer(_:)``, in its superlayer's coordinates, as a cell's separator line is.
///
/// In a terminal:
/// - A background fills the cells the layer covers. A layer less than a line high and at least a
///   column wide is drawn as a horizontal rule, `─`, in its background colour, on the line its
///   middle falls in; one less than a column wide and at least a line high, as a vertical rule,
///   `│`. That is how a hairline separator shows.
/// - A border of any width above zero is a box of line-drawing characters on the layer's
///   outermost cells, over its content and sublayers, in ``borderColor``: `┌─┐│└┘`; the corners
///   that ``maskedCorners`` names are `╭╮╰╯` when ``cornerRadius`` is above zero. A layer
///   narrower or lower than two cells has no room for a box, and draws no border.
/// - A shadow is not drawn.
///
/// In a web page a layer is an element: its background, border, corners (each of
/// ``maskedCorners``, rounded by ``cornerRadius``) and shadow are CSS's.
///
/// The ``sublayers`` of a view's layer are the layers added to it, not its subviews' layers. Those
/// added with ``addSublayer(_:)`` are drawn over the view's subviews, as in UIKit when a cell adds
/// a separator after its subviews; a layer inserted at index `0`, as a gradient behind a view's
/// content is, is drawn under them. A layer's changes are not animated.
@MainActor
public final class Layer {
  /// The view whose layer this is, or `nil` for a layer made with ``init()``.
  private weak var view: View?

  /// Whether this is a view's layer.
  private let isViewLayer: Bool

  /// A layer of its own, drawn once it is added to another layer.
  public init() {
    isViewLayer = false
  }

  init(view: View) {
    self.view = view
    isViewLayer = true
  }

  // MARK: Geometry

  private var ownFrame = CGRect.zero {
    didSet { setNeedsDisplay() }
  }
  private var ownBoundsOrigin = CGPoint.zero {
    didSet { setNeedsDisplay() }
  }
  private var ownHidden = false {
    didSet { setNeedsDisplay() }
  }
  private var ownBackgroundColor: Color? {
    didSet { setNeedsDisplay() }
  }
  private var ownOpacity: Float = 1 {
    didSet { setNeedsDisplay() }
  }

  /// The layer's rectangle in its superlayer's coordinates; a view's layer's is the view's
  /// ``View/frame``.
  public var frame: CGRect {
    get { isViewLayer ? (view?.frame ?? .zero) : ownFrame }
    set {
      if isViewLayer { view?.frame = newValue } else { ownFrame = newValue.standardized }
    }
  }

  /// The layer's own rectangle: its size, and the origin of its sublayers' coordinates; a view's
  /// layer's is the view's ``View/bounds``.
  public var bounds: CGRect {
    get {
      isViewLayer
        ? (view?.bounds ?? .zero) : CGRect(origin: ownBoundsOrigin, size: ownFrame.size)
    }
    set {
      if isViewLayer {
        view?.bounds = newValue
      } else {
        let center = CGPoint(x: ownFrame.midX, y: ownFrame.midY)
        ownBoundsOrigin = newValue.origin
        ownFrame = CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
    }
  }

  /// The centre of the layer's ``frame``, in its superlayer's coordinates: Core Animation's
  /// `position` with the default anchor point.
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      var frame = self.frame
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
      self.frame = frame
    }
  }

  /// Whether the layer and its sublayers are not drawn; a view's layer's is the view's
  /// ``View/isHidden``.
  public var isHidden: Bool {
    get { isViewLayer ? (view?.isHidden ?? false) : ownHidden }
    set {
      if isViewLayer { view?.isHidden = newValue } else { ownHidden = newValue }
    }
  }

  /// The colour filled behind the layer's sublayers; a view's layer's is the view's
  /// ``View/backgroundColor``.
  public var backgroundColor: Color? {
    get { isViewLayer ? view?.backgroundColor : ownBackgroundColor }
    set {
      if isViewLayer { view?.backgroundColor = newValue } else { ownBackgroundColor = newValue }
    }
  }

  /// The layer's opacity; a view's layer's is the view's ``View/alpha``. In a terminal a layer
  /// below `1` is dimmed, and one below `0.01` is not drawn, as a view is.
  public var opacity: Float {
    get { isViewLayer ? Float(view?.alpha ?? 1) : ownOpacity }
    set {
      if isViewLayer { view?.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }

  /// Where the layer is drawn among its siblings: a higher one over a lower one, those of the
  /// same value in order. A view's layer's orders the view among its sibling views.
  public var zPosition: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// A name that identifies the layer to the app.
  public var name: String?

  // MARK: Border and corners

  /// The border's width; any width above zero draws the box.
  public var borderWidth: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// The border's colour, or `nil` for the terminal's foreground.
  public var borderColor: Color? {
    didSet { setNeedsDisplay() }
  }

  /// The corners' radius; above zero, the corners in ``maskedCorners`` are rounded.
  public var cornerRadius: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// The corners ``cornerRadius`` rounds: all four by default.
  public var maskedCorners: CornerMask = .allCorners {
    didSet { setNeedsDisplay() }
  }

  /// The curve of the rounded corners: ``LayerCornerCurve/circular`` by default.
  public var cornerCurve: LayerCornerCurve = .circular

  /// Whether the layer's drawing and its sublayers' are cut at its bounds; a view's layer's is
  /// the view's ``View/clipsToBounds``.
  public var masksToBounds: Bool {
    get { isViewLayer ? (view?.clipsToBounds ?? false) : ownMasksToBounds }
    set {
      if isViewLayer { view?.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
    }
  }
  private var ownMasksToBounds = false {
    didSet { setNeedsDisplay() }
  }

  // MARK: Shadow

  /// The shadow's colour: opaque black by default, as Core Animation's.
  public var shadowColor: Color? = .black {
    didSet { setNeedsDisplay() }
  }

  /// The shadow's opacity, from `0` (no shadow, the default) to `1`.
  public var shadowOpacity: Float = 0 {
    didSet { setNeedsDisplay() }
  }

  /// How far the shadow falls from the layer: `(0, -3)` by default, as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { setNeedsDisplay() }
  }

  /// How far the shadow's edge blurs: `3` by default.
  public var shadowRadius: CGFloat = 3 {
    didSet { setNeedsDisplay() }
  }

  // MARK: Sublayers

  private var children: [Layer] = [] {
    didSet { setNeedsDisplay() }
  }

  /// Whether the layer, as a sublayer of a view's layer, is drawn under the view's subviews.
  private var isBeneathSubviews = false

  /// The layers added to this one, in drawing order, or `nil` when there are none. Setting it
  /// removes those there were and adds these. A view's layer's holds the layers added to it, not
  /// its subviews' layers.
  public var sublayers: [Layer]? {
    get { children.isEmpty ? nil : children }
    set {
      for child in children { child.superlayer = nil }
      children = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The layer this one was added to, if any.
  public private(set) weak var superlayer: Layer?

  /// Adds `layer` over this layer's other sublayers, moving it from where it was.
  ///
  /// A view's layer can't be added: it moves with its view, with ``View/addSubview(_:)``; nor can
  /// a layer be added to itself or to one of its sublayers. Either stops the app with a message
  /// that says so.
  public func addSublayer(_ layer: Layer) {
    insert(layer, at: children.count, beneathSubviews: false)
  }

  /// Adds `layer` at `index` among this layer's sublayers (clamped to their count), moving it
  /// from where it was. At index `0` of a view's layer it is drawn under the view's subviews.
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    insert(layer, at: Int(index), beneathSubviews: index == 0)
  }

  /// Adds `layer` just under `sibling`, or under all the sublayers when `sibling` is `nil` or not
  /// one of them.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } }
    insert(
      layer, at: index ?? 0,
      beneathSubviews: index.map { children[$0].isBeneathSubviews } ?? true)
  }

  /// Adds `layer` just over `sibling`, or over all the sublayers when `sibling` is `nil` or not
  /// one of them.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index = sibling.flatMap { sibling in children.firstIndex { $0 === sibling } }
    insert(
      layer, at: index.map { $0 + 1 } ?? children.count,
      beneathSubviews: index.map { children[$0].isBeneathSubviews } ?? false)
  }

  /// Puts `newLayer` where `oldLayer` is among this layer's sublayers, and removes `oldLayer`;
  /// nothing happens when `oldLayer` is not one of them.
  public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
    guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
    let beneath = oldLayer.isBeneathSubviews
    oldLayer.removeFromSuperlayer()
    insert(newLayer, at: index, beneathSubviews: beneath)
  }

  /// Takes the layer out of its superlayer; nothing happens when it has none.
  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.children.removeAll { $0 === self }
    self.superlayer = nil
  }

  private func insert(_ layer: Layer, at index: Int, beneathSubviews: Bool) {
    precondition(
      !layer.isViewLayer,
      "Layer.addSublayer: a view's layer moves with its view; add the view with addSubview(_:)")
    var ancestor: Layer? = self
    while let current = ancestor {
      precondition(
        current !== layer, "Layer.addSublayer: a layer can't be added to itself or its sublayers")
      ancestor = current.superlayer
    }
    layer.removeFromSuperlayer()
    children.insert(layer, at: min(max(index, 0), children.count))
    layer.superlayer = self
    layer.isBeneathSubviews = isViewLayer && beneathSubviews
  }

  /// Asks the renderer showing the view this layer is drawn with to draw it again: Core
  /// Animation's `setNeedsDisplay()`. The layer's properties ask it when they change.
  public func setNeedsDisplay() {
    var root = self
    while let superlayer = root.superlayer { root = superlayer }
    root.view?.setNeedsDisplay()
  }

  // MARK: Drawing

  /// The sublayers drawn under (`beneathSubviews`) or over a view's subviews, with their indexes
  /// among all the sublayers.
  @_spi(ListKit) public func sublayersForDrawing(beneathSubviews: Bool) -> [(Int, Layer)] {
    children.enumerated().filter { $0.element.isBeneathSubviews == beneathSubviews }
      .map { ($0.offset, $0.element) }
  }

  /// Draws the sublayers drawn under (`beneathSubviews`) or over a view's subviews, in
  /// `context`, in the view's bounds' coordinates.
  func drawSublayers(beneathSubviews: Bool, in context: DrawingContext) {
    for layer in Self.inDrawingOrder(children) where layer.isBeneathSubviews == beneathSubviews {
      layer.draw(in: context)
    }
  }

  /// Draws this layer of its own and its sublayers with `context` in its superlayer's
  /// coordinates.
  private func draw(in context: DrawingContext) {
    guard !ownHidden, ownOpacity >= Float(View.minimumInteractiveAlpha) else { return }
    var local = context.translated(by: ownFrame.origin)
    if ownMasksToBounds {
      local = local.clipped(to: CGRect(origin: .zero, size: ownFrame.size))
      guard !local.isClippedAway else { return }
    }
    if ownOpacity < 1 { local = local.styled(.dim) }
    local = local.translated(by: CGPoint(x: -ownBoundsOrigin.x, y: -ownBoundsOrigin.y))
    if let background = ownBackgroundColor {
      Self.fill(bounds, with: background, in: local)
    }
    for layer in Self.inDrawingOrder(children) { layer.draw(in: local) }
    drawBorder(in: bounds, context: local)
  }

  /// `layers` by ``zPosition``, those of the same value in order.
  private static func inDrawingOrder(_ layers: [Layer]) -> [Layer] {
    guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
    return layers.enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    .map(\.element)
  }

  /// Whether `rect` is drawn as a rule in `context`: thinner than a line or a column, but not
  /// both.
  static func isRule(_ rect: CGRect, in context: DrawingContext) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return false }
    return (context.rows(in: rect.height) == 0) != (context.columns(in: rect.width) == 0)
  }

  /// Fills `rect` with `color`, or draws it as a rule when it is thinner than a cell: a layer's
  /// background and a view's alike.
  static func fill(_ rect: CGRect, with color: Color, in context: DrawingContext) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    // The terminal's own colours, such as the separator colour, have no colour to fill with;
    // a rule is drawn in them.
    let drawingColor = color.drawingColor
    let columns = context.columns(in: rect.width)
    let rows = context.rows(in: rect.height)
    let rule = TextStyle(foreground: drawingColor, isDim: color.dimsText)
    if rows == 0, columns > 0 {
      context.drawRule(
        String(repeating: "─", count: columns), at: CGPoint(x: rect.minX, y: rect.midY),
        style: rule)
    } else if columns == 0, rows > 0 {
      let cells = context.measuredInCells()
      let origin = CGPoint(
        x: rect.midX / context.cellSize.width, y: rect.minY / context.cellSize.height)
      for row in 0..<rows {
        cells.drawRule(
          "│", at: CGPoint(x: origin.x, y: origin.y + CGFloat(row)), vertical: true, style: rule)
      }
    } else if let drawingColor {
      context.fill(rect, style: TextStyle(background: drawingColor))
    }
  }

  /// Draws the border on the outermost cells of `bounds`, in `context`, when there is one.
  func drawBorder(in bounds: CGRect, context: DrawingContext) {
    guard borderWidth > 0 else { return }
    Self.drawBox(
      bounds, rounding: cornerRadius > 0 ? maskedCorners : [],
      style: TextStyle(
        foreground: borderColor?.drawingColor, isDim: borderColor?.dimsText ?? false),
      in: context)
  }

  /// Draws a box on the outermost cells of `rect`, `┌─┐`, its `rounding` corners round, `╭─╮`;
  /// `false`, drawing nothing, when `rect` is not at least two cells wide and two high.
  @discardableResult
  static func drawBox(
    _ rect: CGRect, rounding rounded: CornerMask, style: TextStyle, in context: DrawingContext
  ) -> Bool {
    let width = context.columns(in: rect.width)
    let height = context.rows(in: rect.height)
    guard width >= 2, height >= 2 else { return false }
    let context = context.translated(by: rect.origin).measuredInCells()
    let horizontal = String(repeating: "─", count: width - 2)
    let top =
      (rounded.contains(.layerMinXMinYCorner) ? "╭" : "┌") + horizontal
      + (rounded.contains(.layerMaxXMinYCorner) ? "╮" : "┐")
    let bottom =
      (rounded.contains(.layerMinXMaxYCorner) ? "╰" : "└") + horizontal
      + (rounded.contains(.layerMaxXMaxYCorner) ? "╯" : "┘")
    context.drawText(top, at: .zero, style: style)
    for row in 1..<(height - 1) {
      let y = CGFloat(row)
      context.drawText("│", at: CGPoint(x: 0, y: y), style: style)
      context.drawText("│", at: CGPoint(x: CGFloat(width - 1), y: y), style: style)
    }
    context.drawText(bottom, at: CGPoint(x: 0, y: CGFloat(height - 1)), style: style)
    return true
  }
}
