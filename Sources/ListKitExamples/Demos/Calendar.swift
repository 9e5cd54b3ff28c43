import ListKit

/// IGListKit's calendar demo: a month is one ListBindingSectionController whose view models are
/// the title, a cell a day and the selected day's appointments; selecting a day rebuilds the
/// view models and the section diffs them, so only what changed is updated.
@MainActor
final class CalendarViewController: ListDemoViewController {
  private let months: [Month]

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let month = Month(
      name: names[Int(environment.seed % 12)], days: 30,
      today: Int((environment.seed &* 13) % 30) + 1,
      appointments: [
        2: ["Hair"],
        4: ["Nails"],
        7: ["Doctor appt", "Pick up groceries"],
        12: ["Call back the cable company", "Find a babysitter"],
        13: ["Dinner at The Smith"],
        17: ["Buy running shoes", "Buy a fitbit", "Start running"],
        20: ["Call mom"],
        21: ["Contribute to ListKit"],
        25: ["Interview"],
        26: ["Quit running", "Buy ice cream"],
      ])
    months = [month]
    super.init(title: "Calendar", environment: environment)
  }

  override func makeLayout() -> CollectionViewLayout {
    ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
  }

  override var statusText: String { "Enter on a day shows its appointments" }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { months }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    MonthSectionController()
  }
}

/// A month: its days and the appointments of some of them.
///
/// A class, unlike the view models and as in IGListKit, because ``MonthSectionController`` is a
/// ListBindingSectionController. `isEqual(toDiffableObject:)` returns `true` so that a new version
/// of the month does not reload the whole section; the adapter still hands the section controller
/// each new instance, and it diffs its view models and updates only the cells that changed. The
/// adapter hands a value over only when it is unequal to the old one, so a value that is always
/// equal would never arrive.
final class Month: ListDiffable {
  let name: String
  let days: Int
  let today: Int
  let appointments: [Int: [String]]

  init(name: String, days: Int, today: Int, appointments: [Int: [String]]) {
    self.name = name
    self.days = days
    self.today = today
    self.appointments = appointments
  }

  func diffIdentifier() -> AnyHashable { name }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { true }
}

/// The month's title.
struct MonthTitleViewModel: Identifiable, Equatable, ListDiffable {
  let name: String

  var id: String { "title" }
}

/// A day: whether it is today, selected, and how many appointments it has.
struct DayViewModel: Identifiable, Equatable, ListDiffable {
  let day: Int
  let isToday: Bool
  let isSelected: Bool
  let appointments: Int

  var id: Int { day }
}

/// An appointment of the selected day.
struct AppointmentViewModel: Identifiable, Equatable, ListDiffable {
  let text: String

  var id: String { "appointment:" + text }
}

/// A month as a binding section: the title, seven days a row, then the selected day's
/// appointments.
@MainActor
final class MonthSectionController: ListBindingSectionController<Month>,
  ListBindingSectionControllerDataSource, ListBindingSectionControllerSelectionDelegate
{
  private(set) var selectedDay = -1

  override init() {
    super.init()
    dataSource = self
    selectionDelegate = self
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>, viewModelsFor object: Any
  ) -> [any ListDiffable] {
    guard let month = object as? Month else { return [] }
    var viewModels: [any ListDiffable] = [MonthTitleViewModel(name: month.name)]
    for day in 1...month.days {
      viewModels.append(
        DayViewModel(
          day: day, isToday: day == month.today, isSelected: day == selectedDay,
          appointments: month.appointments[day]?.count ?? 0))
    }
    for appointment in month.appointments[selectedDay] ?? [] {
      viewModels.append(AppointmentViewModel(text: appointment))
    }
    return viewModels
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> CollectionViewCell & ListBindable {
    switch viewModel {
    case is DayViewModel:
      return collectionContext.dequeueReusableCell(for: self, at: index) as CalendarDayCell
    case is MonthTitleViewModel:
      return collectionContext.dequeueReusableCell(for: self, at: index) as MonthTitleCell
    default:
      return collectionContext.dequeueReusableCell(for: self, at: index) as AppointmentCell
    }
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize {
    let width = collectionContext?.containerSize.width ?? 0
    if let day = viewModel as? DayViewModel {
      // Seven days a row: the last day of a row takes what is left of it.
      let side = (width / 7).rounded(.down)
      return CGSize(width: day.day % 7 == 0 ? width - 6 * side : side, height: 1)
    }
    return CGSize(width: width, height: 1)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didSelectItemAt index: Int, viewModel: Any
  ) {
    guard let day = viewModel as? DayViewModel else { return }
    selectedDay = day.day == selectedDay ? -1 : day.day
    update(animated: true)
  }

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any
  ) {}

  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) {}
}

/// A day: its number, a dot when it has appointments; today underlined, the selected day
/// reversed.
@MainActor
final class CalendarDayCell: CollectionViewCell, ListBindable {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: gutter, y: 0, width: min(3, max(0, bounds.width - gutter)), height: 1)
  }

  func bindViewModel(_ viewModel: Any) {
    guard let day = viewModel as? DayViewModel else { return }
    let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
    label.text = number + (day.appointments > 0 ? "•" : " ")
    label.isBold = day.isToday
    label.textColor = day.isToday ? .systemRed : nil
    label.backgroundColor = day.isSelected ? .blue : nil
  }
}

/// The month's name.
@MainActor
final class MonthTitleCell: CollectionViewCell, ListBindable {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.isBold = true
    label.textAlignment = .center
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }

  func bindViewModel(_ viewModel: Any) {
    label.text = (viewModel as? MonthTitleViewModel)?.name
  }
}

/// An appointment, after a bullet.
@MainActor
final class AppointmentCell: CollectionViewCell, ListBindable {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
  }

  func bindViewModel(_ viewModel: Any) {
    label.text = (viewModel as? AppointmentViewModel).map { "• " + $0.text }
  }
}
