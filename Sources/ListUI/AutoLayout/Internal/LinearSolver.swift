import Foundation

/// An incremental simplex solver for linear equalities and inequalities with strengths, after
/// the Cassowary algorithm as Kiwi implements it: what ListUI's Auto Layout solves constraints
/// with. Required constraints must hold; the others are kept as far as their strengths allow,
/// a stronger one before any number of weaker ones when strengths are far apart.
///
/// The solver is built for one layout pass: constraints are added, never removed, and the values
/// read once at the end.
struct LinearSolver {
  /// The strength of a constraint that must hold.
  static let required = Double.greatestFiniteMagnitude

  /// A relation between an expression and zero.
  enum Relation {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// A linear expression: a constant plus coefficients of variables, numbered from 0.
  struct Expression {
    var constant: Double
    var terms: [Int: Double]

    init(constant: Double = 0, terms: [Int: Double] = [:]) {
      self.constant = constant
      self.terms = terms
    }

    static func + (lhs: Expression, rhs: Expression) -> Expression {
      var result = lhs
      result.constant += rhs.constant
      for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
      return result
    }

    static func * (lhs: Expression, rhs: Double) -> Expression {
      Expression(constant: lhs.constant * rhs, terms: lhs.terms.mapValues { $0 * rhs })
    }

    static prefix func - (operand: Expression) -> Expression { operand * -1 }

    static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
  }

  /// Why a constraint could not be added.
  enum Failure: Error {
    /// It contradicts the required constraints added before it.
    case unsatisfiable
  }

  private struct Symbol: Hashable, Comparable {
    enum Kind { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: -1, kind: .invalid)
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
  }

  private struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    /// The symbols in a fixed order, so that ties resolve the same way in every run.
    var orderedSymbols: [Symbol] { cells.keys.sorted() }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
      let value = (cells[symbol] ?? 0) + coefficient
      cells[symbol] = LinearSolver.isNearZero(value) ? nil : value
    }

    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
      constant += row.constant * coefficient
      for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
      constant = -constant
      cells = cells.mapValues { -$0 }
    }

    /// Solves the row, `0 = constant + Σ cᵢ·sᵢ`, for `symbol`, which leaves the row.
    mutating func solve(for symbol: Symbol) {
      guard let value = cells.removeValue(forKey: symbol) else { return }
      let factor = -1 / value
      constant *= factor
      cells = cells.mapValues { $0 * factor }
    }

    /// Solves the row, which gives `lhs`, for `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
      guard let value = cells.removeValue(forKey: symbol) else { return }
      insert(row, value)
    }
  }

  private var rows: [Symbol: Row] = [:]
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var variables: [Int: Symbol] = [:]
  private var nextID = 0

  static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  private mutating func symbol(forVariable variable: Int) -> Symbol {
    if let symbol = variables[variable] { return symbol }
    let symbol = makeSymbol(.external)
    variables[variable] = symbol
    return symbol
  }

  /// The value of `variable` in the best solution so far; 0 for one no constraint names.
  func value(of variable: Int) -> Double {
    guard let symbol = variables[variable] else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  /// Adds `expression relation 0` with `strength`, and solves again.
  ///
  /// - Throws: ``Failure/unsatisfiable`` when the constraint is required and contradicts the
  ///   required constraints added before it; the solver is then as it was.
  mutating func add(_ expression: Expression, _ relation: Relation, strength: Double) throws {
    let saved = self
    do {
      try addUnchecked(expression, relation, strength: strength)
    } catch {
      self = saved
      throw error
    }
  }

  private mutating func addUnchecked(
    _ expression: Expression, _ relation: Relation, strength: Double
  ) throws {
    var row = Row(constant: expression.constant)
    for variable in expression.terms.keys.sorted() {
      guard let coefficient = expression.terms[variable], !Self.isNearZero(coefficient) else {
        continue
      }
      let symbol = symbol(forVariable: variable)
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let isRequired = strength == Self.required
    var marker = Symbol.invalid
    var other = Symbol.invalid
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.insert(marker, sign)
      if !isRequired {
        other = makeSymbol(.error)
        row.insert(other, -sign)
        objective.insert(other, strength)
      }
    case .equal:
      if isRequired {
        marker = makeSymbol(.dummy)
        row.insert(marker)
      } else {
        marker = makeSymbol(.error)
        other = makeSymbol(.error)
        row.insert(marker, -1)
        row.insert(other, 1)
        objective.insert(marker, strength)
        objective.insert(other, strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, marker: marker, other: other)
    if subject.kind == .invalid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard Self.isNearZero(row.constant) else { throw Failure.unsatisfiable }
      subject = marker
    }
    if subject.kind == .invalid {
      guard try addWithArtificialVariable(row) else { throw Failure.unsatisfiable }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    }
    try optimize(artificialObjective: false)
  }

  private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    for symbol in row.orderedSymbols where symbol.kind == .external { return symbol }
    if marker.kind == .slack || marker.kind == .error, row.coefficient(for: marker) < 0 {
      return marker
    }
    if other.kind == .slack || other.kind == .error, row.coefficient(for: other) < 0 {
      return other
    }
    return .invalid
  }

  private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
    let artificialSymbol = makeSymbol(.slack)
    rows[artificialSymbol] = row
    artificial = row
    try optimize(artificialObjective: true)
    let success = Self.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if var artificialRow = rows.removeValue(forKey: artificialSymbol) {
      if artificialRow.cells.isEmpty { return success }
      guard
        let entering = artificialRow.orderedSymbols.first(where: {
          $0.kind == .slack || $0.kind == .error
        })
      else { return false }
      artificialRow.solve(for: artificialSymbol, entering)
      substitute(entering, with: artificialRow)
      rows[entering] = artificialRow
    }
    for key in rows.keys { rows[key]?.cells[artificialSymbol] = nil }
    objective.cells[artificialSymbol] = nil
    return success
  }

  private mutating func substitute(_ symbol: Symbol, with row: Row) {
    for key in rows.keys { rows[key]?.substitute(symbol, with: row) }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Pivots until the objective (or the artificial one) cannot fall any further.
  private mutating func optimize(artificialObjective: Bool) throws {
    while true {
      let goal = artificialObjective ? (artificial ?? objective) : objective
      guard
        let entering = goal.orderedSymbols.first(where: {
          $0.kind != .dummy && goal.coefficient(for: $0) < 0
        })
      else { return }
      var leaving: Symbol?
      var ratio = Double.greatestFiniteMagnitude
      for symbol in rows.keys.sorted() where symbol.kind != .external {
        guard let row = rows[symbol] else { continue }
        let coefficient = row.coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let candidate = -row.constant / coefficient
        if candidate < ratio {
          ratio = candidate
          leaving = symbol
        }
      }
      // An objective that can fall without bound: the weak constraints pull forever. Stop
      // where the solution is, which satisfies every constraint added.
      guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
      row.solve(for: leaving, entering)
      substitute(entering, with: row)
      rows[entering] = row
    }
  }
}
