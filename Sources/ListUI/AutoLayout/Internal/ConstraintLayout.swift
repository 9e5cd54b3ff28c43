import Foundation

/// One Auto Layout pass: the constraints a view and the subviews they place hold, solved for
/// the frames of the views they place.
@MainActor
struct ConstraintLayout {
  private let root: View
  /// Whether the root's own size is solved for, as when fitting.
  private let rootIsVariable: Bool
  private var constraints: [LayoutConstraint] = []
  /// The views solved for, ancestors before descendants, and where their variables start.
  private var variableViews: [View] = []
  private var variableIndex: [ObjectIdentifier: Int] = [:]
  /// The layout guides solved for, those that constraints place in views under the root; their
  /// variables follow the views'.
  private var variableGuides: [LayoutGuide] = []
  private var guideIndex: [ObjectIdentifier: Int] = [:]

  /// The label widths found by a first solve, for labels whose height depends on their width.
  private var solvedLabelWidths: [ObjectIdentifier: CGFloat] = [:]

  private init(root: View, rootIsVariable: Bool) {
    self.root = root
    self.rootIsVariable = rootIsVariable
    gatherConstraints(from: root)
    gatherAncestorConstraints()
    if rootIsVariable { addVariable(root) }
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        guard let view = LayoutConstraint.view(of: item), view !== root,
          !view.translatesAutoresizingMaskIntoConstraints, view.isDescendant(of: root)
        else { continue }
        addVariable(view)
      }
    }
    let depths = Dictionary(
      uniqueKeysWithValues: variableViews.map { (ObjectIdentifier($0), Self.depth(of: $0)) })
    variableViews.sort {
      depths[ObjectIdentifier($0), default: 0] < depths[ObjectIdentifier($1), default: 0]
    }
    for (index, view) in variableViews.enumerated() {
      variableIndex[ObjectIdentifier(view)] = index
    }
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        guard let guide = item as? LayoutGuide, guide.isPlacedByConstraints,
          let owner = guide.owningView, owner === root || owner.isDescendant(of: root),
          guideIndex[ObjectIdentifier(guide)] == nil
        else { continue }
        guideIndex[ObjectIdentifier(guide)] = variableViews.count + variableGuides.count
        variableGuides.append(guide)
      }
    }
  }

  /// Places the subviews of `view` that constraints place.
  static func layOutSubviews(of view: View) {
    // Every view's layout pass comes here: with no constraint held by the view, and no subview
    // that constraints place, there is nothing to gather, so nothing is built.
    // A loop, not `contains(where:)`, whose closure would check at each call that it runs on
    // the main actor.
    var placesSubviews = !view.constraints.isEmpty
    for subview in view.subviews where !placesSubviews {
      placesSubviews = !subview.translatesAutoresizingMaskIntoConstraints
    }
    guard placesSubviews else { return }
    var layout = ConstraintLayout(root: view, rootIsVariable: false)
    guard !layout.constraints.isEmpty,
      !layout.variableViews.isEmpty || !layout.variableGuides.isEmpty
    else { return }
    guard let solver = layout.solve() else { return }
    layout.apply(solver)
  }

  /// The size `view`'s constraints give it, nearest `target` at `priorities`.
  static func fittingSize(
    of view: View, target: CGSize, priorities: (LayoutPriority, LayoutPriority)
  ) -> CGSize {
    var layout = ConstraintLayout(root: view, rootIsVariable: true)
    guard let solver = layout.solve(target: (target, priorities)) else { return view.bounds.size }
    let base = 4 * (layout.variableIndex[ObjectIdentifier(view)] ?? 0)
    return CGSize(
      width: max(0, solver.value(of: base + 2).rounded()),
      height: max(0, solver.value(of: base + 3).rounded()))
  }

  // MARK: Gathering

  /// The constraints `view` and the views under it hold between views under the root. A view
  /// placed by its frame is looked into too, as a cell's content view is: a constraint it holds
  /// may place views whose other constraints the root holds, and every pass that places a view
  /// must see all of them, as UIKit's one engine does. A scroll view's content is its own.
  private mutating func gatherConstraints(from view: View) {
    for constraint in view.constraints where isInRoot(constraint) {
      constraints.append(constraint)
    }
    for subview in view.subviews {
      if subview.translatesAutoresizingMaskIntoConstraints, subview is ScrollView { continue }
      gatherConstraints(from: subview)
    }
  }

  /// The constraints the root's superviews hold that place views under the root, such as a
  /// cell's constraints between its edges and its content view's subviews; up to the nearest
  /// scroll view, whose content is laid out on its own. The views above the root keep their
  /// frames.
  private mutating func gatherAncestorConstraints() {
    var ancestor = root.superview
    while let view = ancestor, !(view is ScrollView) {
      for constraint in view.constraints where placesViewUnderRoot(constraint) {
        constraints.append(constraint)
      }
      ancestor = view.superview
    }
  }

  private func placesViewUnderRoot(_ constraint: LayoutConstraint) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains {
      guard let view = LayoutConstraint.view(of: $0) else { return false }
      return view !== root && view.isDescendant(of: root)
    }
  }

  private func isInRoot(_ constraint: LayoutConstraint) -> Bool {
    guard let first = LayoutConstraint.view(of: constraint.firstItem),
      first.isDescendant(of: root)
    else { return false }
    guard constraint.secondItem != nil else { return true }
    guard let second = LayoutConstraint.view(of: constraint.secondItem) else { return false }
    return second.isDescendant(of: root)
  }

  private mutating func addVariable(_ view: View) {
    guard !variableViews.contains(where: { $0 === view }) else { return }
    variableViews.append(view)
  }

  private static func depth(of view: View) -> Int {
    var depth = 0
    var current = view.superview
    while let view = current {
      depth += 1
      current = view.superview
    }
    return depth
  }

  // MARK: Expressions

  /// `view`'s rectangle in the root's bounds coordinates.
  private func rectInRoot(_ view: View) -> CGRect {
    if view === root { return root.bounds }
    guard view.isDescendant(of: root) else {
      // A view above or beside the root, named by a constraint a superview holds.
      return CGRect(origin: root.convert(view.bounds.origin, from: view), size: view.bounds.size)
    }
    var origin = view.frame.origin
    var current = view.superview
    while let ancestor = current, ancestor !== root {
      origin.x += ancestor.frame.minX - ancestor.bounds.minX
      origin.y += ancestor.frame.minY - ancestor.bounds.minY
      current = ancestor.superview
    }
    return CGRect(origin: origin, size: view.bounds.size)
  }

  private typealias Expression = LinearSolver.Expression

  /// The expressions of an item's left, top, width and height.
  private func edges(of item: AnyObject?) -> (
    x: Expression, y: Expression, width: Expression, height: Expression
  )? {
    guard let view = LayoutConstraint.view(of: item) else { return nil }
    if let guide = item as? LayoutGuide, guide.isPlacedByConstraints {
      return edges(of: guide, in: view)
    }
    let insets =
      (item as? LayoutGuide)?.insets?(view)
      ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var x: Expression
    var y: Expression
    var width: Expression
    var height: Expression
    if let index = variableIndex[ObjectIdentifier(view)] {
      x = Expression(terms: [4 * index: 1])
      y = Expression(terms: [4 * index + 1: 1])
      width = Expression(terms: [4 * index + 2: 1])
      height = Expression(terms: [4 * index + 3: 1])
    } else {
      let rect = rectInRoot(view)
      x = Expression(constant: Double(rect.minX))
      y = Expression(constant: Double(rect.minY))
      width = Expression(constant: Double(rect.width))
      height = Expression(constant: Double(rect.height))
    }
    x.constant += Double(insets.left)
    y.constant += Double(insets.top)
    width.constant -= Double(insets.left + insets.right)
    height.constant -= Double(insets.top + insets.bottom)
    return (x, y, width, height)
  }

  /// The expressions of a guide that constraints place: its variables when it is solved for,
  /// its last frame otherwise, as a guide in a view above the root.
  private func edges(of guide: LayoutGuide, in owner: View) -> (
    x: Expression, y: Expression, width: Expression, height: Expression
  ) {
    if let index = guideIndex[ObjectIdentifier(guide)] {
      return (
        Expression(terms: [4 * index: 1]), Expression(terms: [4 * index + 1: 1]),
        Expression(terms: [4 * index + 2: 1]), Expression(terms: [4 * index + 3: 1])
      )
    }
    let ownerRect = rectInRoot(owner)
    let frame = guide.solvedFrame
    return (
      Expression(constant: Double(ownerRect.minX + frame.minX - owner.bounds.minX)),
      Expression(constant: Double(ownerRect.minY + frame.minY - owner.bounds.minY)),
      Expression(constant: Double(frame.width)), Expression(constant: Double(frame.height))
    )
  }

  private func expression(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute)
    -> Expression?
  {
    guard let edges = edges(of: item) else { return nil }
    switch attribute {
    case .left, .leading: return edges.x
    case .right, .trailing: return edges.x + edges.width
    case .top, .firstBaseline: return edges.y
    case .bottom, .lastBaseline: return edges.y + edges.height
    case .width: return edges.width
    case .height: return edges.height
    case .centerX: return edges.x + edges.width * 0.5
    case .centerY: return edges.y + edges.height * 0.5
    case .notAnAttribute: return Expression()
    }
  }

  // MARK: Solving

  private struct Requirement {
    var expression: Expression
    var relation: LinearSolver.Relation
    var priority: LayoutPriority
    var constraint: LayoutConstraint?

    init(
      _ expression: Expression, _ relation: LinearSolver.Relation, _ priority: LayoutPriority,
      _ constraint: LayoutConstraint?
    ) {
      self.expression = expression
      self.relation = relation
      self.priority = priority
      self.constraint = constraint
    }
  }

  private func requirements(target: (size: CGSize, priorities: (LayoutPriority, LayoutPriority))?)
    -> [Requirement]
  {
    var result: [Requirement] = []
    for constraint in constraints {
      guard let first = expression(constraint.firstItem, constraint.firstAttribute) else {
        continue
      }
      var second = Expression(constant: Double(constraint.constant))
      if constraint.secondItem != nil {
        guard let item = expression(constraint.secondItem, constraint.secondAttribute) else {
          continue
        }
        second = item * Double(constraint.multiplier) + second
      }
      let relation: LinearSolver.Relation =
        switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
      result.append(Requirement(first - second, relation, constraint.priority, constraint))
    }
    for (index, view) in variableViews.enumerated() {
      let width = Expression(terms: [4 * index + 2: 1])
      let height = Expression(terms: [4 * index + 3: 1])
      result.append(Requirement(width, .greaterThanOrEqual, .required, nil))
      result.append(Requirement(height, .greaterThanOrEqual, .required, nil))
      var intrinsic = view.intrinsicContentSize
      if let label = view as? Label, label.numberOfLines != 1,
        let solvedWidth = solvedLabelWidths[ObjectIdentifier(view)]
      {
        intrinsic.height =
          label.sizeThatFits(
            CGSize(width: solvedWidth, height: .greatestFiniteMagnitude)
          ).height
      }
      if intrinsic.width != View.noIntrinsicMetric {
        let size = Expression(constant: -Double(intrinsic.width))
        result.append(
          Requirement(
            width + size, .greaterThanOrEqual, view.compressionResistancePriorities.horizontal,
            nil))
        result.append(
          Requirement(width + size, .lessThanOrEqual, view.contentHuggingPriorities.horizontal, nil)
        )
      }
      if intrinsic.height != View.noIntrinsicMetric {
        let size = Expression(constant: -Double(intrinsic.height))
        result.append(
          Requirement(
            height + size, .greaterThanOrEqual, view.compressionResistancePriorities.vertical, nil))
        result.append(
          Requirement(height + size, .lessThanOrEqual, view.contentHuggingPriorities.vertical, nil))
      }
    }
    for guide in variableGuides {
      guard let index = guideIndex[ObjectIdentifier(guide)] else { continue }
      result.append(
        Requirement(Expression(terms: [4 * index + 2: 1]), .greaterThanOrEqual, .required, nil))
      result.append(
        Requirement(Expression(terms: [4 * index + 3: 1]), .greaterThanOrEqual, .required, nil))
    }
    if let target, rootIsVariable, let index = variableIndex[ObjectIdentifier(root)] {
      result.append(Requirement(Expression(terms: [4 * index: 1]), .equal, .required, nil))
      result.append(Requirement(Expression(terms: [4 * index + 1: 1]), .equal, .required, nil))
      result.append(
        Requirement(
          Expression(constant: -Double(target.size.width), terms: [4 * index + 2: 1]), .equal,
          target.priorities.0, nil))
      result.append(
        Requirement(
          Expression(constant: -Double(target.size.height), terms: [4 * index + 3: 1]), .equal,
          target.priorities.1, nil))
    }
    return result
  }

  /// Solves the constraints, twice when a multi-line label's height depends on the width the
  /// first solve gave it.
  private mutating func solve(
    target: (size: CGSize, priorities: (LayoutPriority, LayoutPriority))? = nil
  ) -> LinearSolver? {
    guard var solver = solveOnce(target: target, reporting: true) else { return nil }
    let wrappingLabels = variableViews.enumerated().filter {
      ($0.element as? Label).map { $0.numberOfLines != 1 } ?? false
    }
    guard !wrappingLabels.isEmpty else { return solver }
    for (index, label) in wrappingLabels {
      solvedLabelWidths[ObjectIdentifier(label)] = CGFloat(solver.value(of: 4 * index + 2))
    }
    if let second = solveOnce(target: target, reporting: false) { solver = second }
    return solver
  }

  private func solveOnce(
    target: (size: CGSize, priorities: (LayoutPriority, LayoutPriority))?, reporting: Bool
  ) -> LinearSolver? {
    let requirements = requirements(target: target)
    // Priorities become strengths far enough apart that a stronger one outweighs any number of
    // weaker ones, as UIKit's do.
    let levels = Set(requirements.map(\.priority).filter { $0 < .required }).sorted()
    let base = Swift.max(10, pow(10, 12 / Double(Swift.max(1, levels.count))))
    var strengths: [LayoutPriority: Double] = [:]
    for (rank, level) in levels.enumerated() { strengths[level] = pow(base, Double(rank)) }
    var solver = LinearSolver()
    let ordered =
      requirements.filter { $0.priority >= .required }
      + requirements.filter { $0.priority < .required }
    for requirement in ordered {
      let strength =
        requirement.priority >= .required
        ? LinearSolver.required : strengths[requirement.priority] ?? 1
      do {
        try solver.add(requirement.expression, requirement.relation, strength: strength)
      } catch {
        if reporting, let constraint = requirement.constraint {
          LayoutConstraint.unsatisfiableConstraintHandler?(
            "Unable to simultaneously satisfy constraints: breaking \(constraint).")
        }
      }
    }
    return solver
  }

  /// The rectangle of the variables at `index`, in the root's coordinates, each edge rounded to
  /// a whole cell.
  private func roundedRect(at index: Int, in solver: LinearSolver) -> CGRect {
    let minX = solver.value(of: 4 * index).rounded()
    let minY = solver.value(of: 4 * index + 1).rounded()
    let maxX = (solver.value(of: 4 * index) + solver.value(of: 4 * index + 2)).rounded()
    let maxY = (solver.value(of: 4 * index + 1) + solver.value(of: 4 * index + 3)).rounded()
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// Sets the frames of the views solved for, rounded to whole cells, ancestors first, then the
  /// frames of the guides solved for, in their views' coordinates.
  private func apply(_ solver: LinearSolver) {
    var rects: [ObjectIdentifier: CGRect] = [:]
    defer {
      for guide in variableGuides {
        guard let index = guideIndex[ObjectIdentifier(guide)], let owner = guide.owningView
        else { continue }
        let rect = roundedRect(at: index, in: solver)
        let ownerRect = rects[ObjectIdentifier(owner)] ?? rectInRoot(owner)
        guide.solvedFrame = CGRect(
          x: rect.minX - ownerRect.minX + owner.bounds.minX,
          y: rect.minY - ownerRect.minY + owner.bounds.minY, width: rect.width,
          height: rect.height)
      }
    }
    for (index, view) in variableViews.enumerated() {
      let rect = roundedRect(at: index, in: solver)
      rects[ObjectIdentifier(view)] = rect
      guard let superview = view.superview else { continue }
      let superRect = rects[ObjectIdentifier(superview)] ?? rectInRoot(superview)
      let frame = CGRect(
        x: rect.minX - superRect.minX + superview.bounds.minX,
        y: rect.minY - superRect.minY + superview.bounds.minY, width: rect.width,
        height: rect.height)
      if view.frame != frame { view.frame = frame }
    }
  }
}
