import Foundation

/// A relation between two views' edges, centres or sizes that Auto Layout keeps when it lays the
/// views out: ListUI's `NSLayoutConstraint`.
///
/// A constraint says `firstItem.firstAttribute` is equal to, at least or at most
/// `secondItem.secondAttribute × multiplier + constant`, or `constant` alone without a second
/// item. It counts once active (``isActive``, ``activate(_:)``), held by the nearest view both
/// items are in. A view whose ``View/translatesAutoresizingMaskIntoConstraints`` is `false` is
/// placed by the constraints that name it, when its superview lays out its subviews; one left at
/// `true` keeps the frame it is given, and constraints read it.
///
/// Sizes are character cells. The solver works in fractions; the frames it gives are rounded to
/// whole cells, each edge to the nearest.
@MainActor
public final class LayoutConstraint {
  /// What part of an item a constraint names: UIKit's `NSLayoutConstraint.Attribute`.
  public enum Attribute: Int, Hashable, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: the left one, as a terminal writes left to right.
    case leading = 5
    /// The trailing edge: the right one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line: in a terminal, the bottom edge.
    case lastBaseline = 11
    /// The baseline of the first line: in a terminal, the top edge.
    case firstBaseline = 12
    /// No attribute: the attribute of a missing second item.
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint compare: UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Hashable, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// A direction of layout: UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The second item, or `nil` for a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute, or ``Attribute/notAnAttribute``.
  public let secondAttribute: Attribute
  /// The factor on the second item's attribute.
  public let multiplier: CGFloat
  /// The amount added to the second side; it may change while the constraint is active.
  public var constant: CGFloat {
    didSet { if constant != oldValue { invalidateLayout() } }
  }
  /// How much the constraint counts; ``LayoutPriority/required`` by default.
  public var priority = LayoutPriority.required {
    didSet { invalidateLayout() }
  }
  /// A name for the constraint, shown in reports.
  public var identifier: String?

  /// The view that holds the constraint while it is active.
  weak var holder: View?

  /// The reports of constraints that could not be kept: the layout went on without them, as
  /// UIKit breaks one of the constraints it cannot satisfy and logs it. `nil`, the default, drops
  /// the reports; ListKitTerminal's application sends them to its log.
  public static var unsatisfiableConstraintHandler: (@MainActor (String) -> Void)?

  /// A constraint `item.attribute relation toItem.toAttribute × multiplier + constant`:
  /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. It is not
  /// active until ``isActive`` is set.
  public init(
    item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
    attribute toAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = item as AnyObject
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem.map { $0 as AnyObject }
    secondAttribute = toItem == nil ? .notAnAttribute : toAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Whether the constraint counts. Setting `true` gives it to the nearest view both items are
  /// in; when they share none, the constraint stays inactive and is reported through
  /// ``unsatisfiableConstraintHandler``, where UIKit raises an exception.
  public var isActive: Bool {
    get { holder != nil }
    set {
      if newValue {
        guard holder == nil else { return }
        guard let view = commonAncestor() else {
          Self.unsatisfiableConstraintHandler?(
            "Unable to activate \(self): its items have no common ancestor.")
          return
        }
        view.addConstraint(self)
      } else {
        holder?.removeConstraint(self)
      }
    }
  }

  /// Activates each of `constraints`.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Marks for layout the views whose layout places this constraint's items.
  func invalidateLayout() {
    holder?.setNeedsLayout()
    for item in [firstItem, secondItem] { Self.view(of: item)?.setNeedsConstraintLayout() }
  }

  /// The view an item is, or the view that owns the layout guide it is.
  static func view(of item: AnyObject?) -> View? {
    (item as? View) ?? (item as? LayoutGuide)?.owningView
  }

  private func commonAncestor() -> View? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var candidate: View? = first
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}

extension LayoutConstraint: @MainActor CustomStringConvertible {
  /// The constraint as an equation, such as `Label.top == View.top + 15.0`.
  public var description: String {
    func name(_ item: AnyObject?) -> String {
      item.map { String(describing: type(of: $0)) } ?? "nil"
    }
    let relationText = ["<=", "==", ">="][relation.rawValue + 1]
    var text = "\(name(firstItem)).\(firstAttribute) \(relationText) "
    if secondItem != nil {
      text += "\(name(secondItem)).\(secondAttribute)"
      if multiplier != 1 { text += " × \(multiplier)" }
      if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
    } else {
      text += "\(constant)"
    }
    if let identifier { text = "\(identifier): " + text }
    return text
  }
}
