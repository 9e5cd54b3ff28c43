import ListKit

/// A section of one row.
@MainActor
public final class RowSectionController: ListSectionController {
  private var number = 0

  /// One line as wide as the list.
  public override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  /// A row cell showing the number.
  public override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell = context.dequeueReusableCell(of: RowCell.self, for: self, at: index)
    (cell as? RowCell)?.label.text = "Row \(number)  ·  lorem ipsum dolor sit amet"
    return cell
  }

  /// Keeps the row's number.
  public override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}
