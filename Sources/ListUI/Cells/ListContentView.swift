import Foundation

/// The view that shows a ``ListContentConfiguration``: ListUI's `UIListContentView`.
///
/// It lays its image, text and secondary text out within its margins, in its
/// ``View/layoutUnits``: two columns before the content in cells (where the terminal's selection
/// marker goes), 16 points in points.
@MainActor
open class ListContentView: View, ContentView {
  private let imageView = ImageView()
  private let textLabel = Label()
  private let secondaryTextLabel = Label()
  private var listConfiguration: ListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    apply()
  }

  /// The configuration shown. A configuration of another type is ignored, as UIKit's view
  /// ignores one it does not support; a cell replaces the view for it instead.
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }

  private func apply() {
    let content = listConfiguration
    imageView.image = content.image
    imageView.isHidden = content.image == nil
    Self.style(textLabel, content.text, content.textProperties)
    Self.style(secondaryTextLabel, content.secondaryText, content.secondaryTextProperties)
    setNeedsLayout()
  }

  private static func style(
    _ label: Label, _ text: String?, _ properties: ListContentConfiguration.TextProperties
  ) {
    label.text = text
    label.isHidden = text?.isEmpty ?? true
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment
  }

  /// The room around the content: two columns before it in cells; 16 points either side and
  /// 11 above and below in points.
  private var contentMargins: EdgeInsets {
    layoutUnits.isCells
      ? EdgeInsets(top: 0, left: 2, bottom: 0, right: 1)
      : EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  }

  /// Where the texts start: after the image and a cell, or at the leading margin.
  private func textLeft(in room: CGRect) -> CGFloat {
    guard let image = listConfiguration.image else { return room.minX }
    let cell = layoutUnits.cellSize
    return room.minX + (image.size.width + 1) * cell.width
  }

  /// Whether the secondary text goes on the text's line.
  private func sideBySide(width: CGFloat) -> Bool {
    let content = listConfiguration
    guard content.secondaryText?.isEmpty == false, content.text?.isEmpty == false else {
      return false
    }
    switch content.layout {
    case .value: return true
    case .subtitle: return false
    case .cell:
      guard content.prefersSideBySideTextAndSecondaryText else { return false }
      let unbounded = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
      return textLabel.sizeThatFits(unbounded).width
        + secondaryTextLabel.sizeThatFits(unbounded).width + layoutUnits.cellSize.width <= width
    }
  }

  /// Places the image and the texts: the texts' block centred vertically, the secondary text
  /// beside the text or under it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let room = bounds.inset(by: contentMargins)
    let cell = layoutUnits.cellSize
    if let image = listConfiguration.image {
      let size = CGSize(
        width: image.size.width * cell.width, height: image.size.height * cell.height)
      imageView.frame = CGRect(
        x: room.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
    let left = textLeft(in: room)
    let width = max(0, room.maxX - left)
    let fits = CGSize(width: width, height: .greatestFiniteMagnitude)
    if sideBySide(width: width) {
      let value = secondaryTextLabel.sizeThatFits(fits)
      let valueWidth = min(width, value.width)
      let textWidth = max(0, width - valueWidth - cell.width)
      let text = textLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
      let height = max(text.height, value.height)
      let top = bounds.minY + (bounds.height - height) / 2
      textLabel.frame = CGRect(x: left, y: top, width: textWidth, height: height)
      secondaryTextLabel.frame = CGRect(
        x: room.maxX - valueWidth, y: top, width: valueWidth, height: height)
      secondaryTextLabel.textAlignment = .right
      return
    }
    secondaryTextLabel.textAlignment = listConfiguration.secondaryTextProperties.alignment
    let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fits)
    let secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(fits)
    let top = bounds.minY + (bounds.height - text.height - secondary.height) / 2
    textLabel.frame = CGRect(x: left, y: top, width: width, height: text.height)
    secondaryTextLabel.frame = CGRect(
      x: left, y: top + text.height, width: width, height: secondary.height)
  }

  /// The width given and the height of the content within the margins.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let margins = contentMargins
    let room = CGRect(origin: .zero, size: size).inset(by: margins)
    let width = max(0, room.maxX - textLeft(in: room))
    let fits = CGSize(width: width, height: .greatestFiniteMagnitude)
    let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fits)
    let secondary = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(fits)
    let imageHeight = (listConfiguration.image?.size.height ?? 0) * layoutUnits.cellSize.height
    let texts =
      sideBySide(width: width) ? max(text.height, secondary.height) : text.height + secondary.height
    return CGSize(width: size.width, height: max(texts, imageHeight) + margins.top + margins.bottom)
  }
}
