import Foundation

/// A view a collection view reuses, such as a header: ListUI's `UICollectionReusableView`.
///
/// Views are created by the collection view from their registered class with
/// ``init(frame:)`` and handed out by the dequeue methods; before a view is handed out again,
/// ``prepareForReuse()`` runs.
@MainActor
open class CollectionReusableView: View {
  /// The identifier the view was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// The attributes last applied to the view.
  public private(set) var layoutAttributes: CollectionViewLayoutAttributes?

  /// Whether the view came from a dequeue method of the collection view.
  var wasDequeued = false

  /// Creates a view; the collection view calls this for each view it needs.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A reusable view, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
  }

  /// Resets the view before it is handed out again; subclasses clear their content here.
  open func prepareForReuse() {}

  /// Applies the layout's attributes: the frame, hidden state, alpha and the rest.
  open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    self.layoutAttributes = layoutAttributes
    frame = layoutAttributes.frame
    isHidden = layoutAttributes.isHidden
    alpha = layoutAttributes.alpha
  }

  /// The attributes the view would like, for self-sizing layouts. By default, as UIKit's: when
  /// constraints place the view's content, the size Auto Layout fits it to
  /// (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``),
  /// free in both directions in a flow layout with an ``CollectionViewFlowLayout/estimatedItemSize``
  /// and at the layout's width in other layouts, as a nib's self-sizing cell sizes; otherwise the
  /// layout's with the height from ``View/sizeThatFits(_:)`` at the layout's width.
  ///
  /// A collection view asks a cell it shows only when its layout sizes cells this way: a flow
  /// layout asks only with an estimated item size, as UIKit's does; other layouts always ask.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
    -> CollectionViewLayoutAttributes
  {
    let preferred = layoutAttributes.copy()
    if placesContentWithConstraints {
      let host = superview as? CollectionView ?? unattachedHost as? CollectionView
      let flow = host?.collectionViewLayout as? CollectionViewFlowLayout
      let widthIsFree = flow.map { $0.estimatedItemSize != .zero } ?? false
      preferred.size = systemLayoutSizeFitting(
        layoutAttributes.size,
        withHorizontalFittingPriority: widthIsFree ? .fittingSizeLevel : .required,
        verticalFittingPriority: .fittingSizeLevel)
      return preferred
    }
    let fitting = sizeThatFits(
      CGSize(width: layoutAttributes.size.width, height: .greatestFiniteMagnitude))
    preferred.size = CGSize(width: layoutAttributes.size.width, height: fitting.height)
    return preferred
  }

  /// Whether constraints place the view's content: the view or a view under it holds one.
  ///
  /// - Complexity: O(*v*) for the *v* views under it.
  private var placesContentWithConstraints: Bool {
    func holdsConstraints(_ view: View) -> Bool {
      !view.constraints.isEmpty || view.subviews.contains(where: holdsConstraints)
    }
    return holdsConstraints(self)
  }
}
