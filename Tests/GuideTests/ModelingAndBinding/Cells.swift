// swift-format-ignore-file
// The Modeling and Binding guide's code as the guide writes it;
// the article MigratingFromIGListKit.md lists each change.
import IGListKit

// Main.storyboard lays the cells out; here each cell makes its views in init(frame:) instead of
// having them connected as outlets.

final class ImageCell: UICollectionViewCell, ListBindable {

  let imageView = UIImageView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
  }

  // MARK: ListBindable

  func bindViewModel(_ viewModel: Any) {
    // 3
    guard let viewModel = viewModel as? ImageViewModel else { return }
    // 4
    imageView.image = UIImage(url: viewModel.url, size: CGSize(width: 375, height: 250))
  }

}

@MainActor
protocol ActionCellDelegate: AnyObject {
  func didTapHeart(cell: ActionCell)
}

final class ActionCell: UICollectionViewCell, ListBindable {

  let likesLabel = UILabel()
  let likeButton = UIButton()

  weak var delegate: ActionCellDelegate? = nil

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(likeButton)
    contentView.addSubview(likesLabel)
    likeButton.title = "♥"
    likeButton.addAction { [weak self] _ in self?.onHeart() }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    likeButton.frame = CGRect(x: 0, y: 0, width: 3, height: 1)
    likesLabel.frame = CGRect(x: 4, y: 0, width: max(contentView.bounds.width - 4, 0), height: 1)
  }

  func onHeart() {
    delegate?.didTapHeart(cell: self)
  }

  // MARK: ListBindable

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? ActionViewModel else { return }
    likesLabel.text = "\(viewModel.likes)"
  }

}

final class UserCell: UICollectionViewCell, ListBindable {

  let usernameLabel = UILabel()
  let dateLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(usernameLabel)
    contentView.addSubview(dateLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    usernameLabel.frame = CGRect(x: 0, y: 0, width: max(width - 8, 0), height: 1)
    dateLabel.frame = CGRect(x: max(width - 8, 0), y: 0, width: min(8, width), height: 1)
  }

  // MARK: ListBindable

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? UserViewModel else { return }
    usernameLabel.text = viewModel.username
    dateLabel.text = viewModel.timestamp
  }

}

final class CommentCell: UICollectionViewCell, ListBindable {

  let usernameLabel = UILabel()
  let commentLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(usernameLabel)
    contentView.addSubview(commentLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = contentView.bounds.width
    usernameLabel.frame = CGRect(x: 0, y: 0, width: min(10, width), height: 1)
    commentLabel.frame = CGRect(x: min(10, width), y: 0, width: max(width - 10, 0), height: 1)
  }

  // MARK: ListBindable

  func bindViewModel(_ viewModel: Any) {
    guard let viewModel = viewModel as? Comment else { return }
    usernameLabel.text = viewModel.username
    commentLabel.text = viewModel.text
  }

}
