import ListKit

/// A section of one row, showing the row's text.
@MainActor
final class PeerRowSectionController: ListSectionController {
  private var row = PeerRow(id: 0)

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell = context.dequeueReusableCell(of: PeerRowCell.self, for: self, at: index)
    (cell as? PeerRowCell)?.label.text = row.text
    return cell
  }

  override func didUpdate(to object: Any) {
    row = object as? PeerRow ?? row
  }
}
