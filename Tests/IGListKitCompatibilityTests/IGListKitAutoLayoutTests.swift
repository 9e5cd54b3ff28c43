// swift-format-ignore-file
import IGListKit
import Testing

// Cells laid out with Auto Layout as IGListKit apps write them, with UIKit's names and
// unformatted: the item-attribute form measured by `systemLayoutSizeFitting`, and anchors.

final class PaddedLabelCell: UICollectionViewCell {
    let label: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: contentView,
                           attribute: .top, multiplier: 1, constant: 1).isActive = true
        NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: contentView,
                           attribute: .leading, multiplier: 1, constant: 2).isActive = true
        NSLayoutConstraint(item: contentView, attribute: .bottom, relatedBy: .equal, toItem: label,
                           attribute: .bottom, multiplier: 1, constant: 1).isActive = true
        NSLayoutConstraint(item: contentView, attribute: .trailing, relatedBy: .equal, toItem: label,
                           attribute: .trailing, multiplier: 1, constant: 2).isActive = true
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        setNeedsLayout()
        layoutIfNeeded()
        let size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        var newFrame = layoutAttributes.frame
        newFrame.size.width = ceil(size.width)
        newFrame.size.height = ceil(size.height)
        layoutAttributes.frame = newFrame
        return layoutAttributes
    }
}

final class CenteredSpinnerCell: UICollectionViewCell {
    lazy var activityIndicator: UIActivityIndicatorView = {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.translatesAutoresizingMaskIntoConstraints = false
        indicator.hidesWhenStopped = false
        return indicator
    }()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(activityIndicator)
        NSLayoutConstraint.activate([
            activityIndicator.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            activityIndicator.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)
        ])
    }
}

@MainActor
@Suite struct IGListKitAutoLayoutTests {
    @Test func aManuallySelfSizingCellMeasuresItsLabelAndPadding() {
        let cell = PaddedLabelCell(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
        cell.label.text = "eleven char"
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 1)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.size == CGSize(width: 15, height: 3))
    }

    @Test func anchorsCentreTheSpinner() {
        let cell = CenteredSpinnerCell(frame: CGRect(x: 0, y: 0, width: 21, height: 3))
        cell.layoutIfNeeded()
        #expect(cell.activityIndicator.frame == CGRect(x: 10, y: 1, width: 1, height: 1))
    }
}
