import Foundation
import ListUI
import Testing

/// A view of a fixed fitting size.
@MainActor
private final class Box: View {
  let fitting: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    fitting = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize { fitting }
}

/// `StackView`, ListUI's `UIStackView`, sizing its views from their fitting sizes.
@MainActor
@Suite struct StackViewTests {
  func frames(_ stack: StackView) -> [CGRect] {
    stack.layoutIfNeeded()
    return stack.arrangedSubviews.map(\.frame)
  }

  @Test func aRowFillsWithTheLastViewTakingTheRest_andSkipsHiddenViews() {
    let views = [Box(3, 1), Box(4, 1), Box(2, 1)]
    let stack = StackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 20, height: 2)
    stack.spacing = 1
    #expect(
      frames(stack) == [
        CGRect(x: 0, y: 0, width: 3, height: 2), CGRect(x: 4, y: 0, width: 4, height: 2),
        CGRect(x: 9, y: 0, width: 11, height: 2),
      ])
    views[1].isHidden = true
    stack.setNeedsLayout()
    #expect(frames(stack)[2] == CGRect(x: 4, y: 0, width: 16, height: 2))
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 6, height: 1))
  }

  @Test func aColumnFillsEquallyOrProportionally_andAlignsAcross() {
    let stack = StackView(arrangedSubviews: [Box(3, 1), Box(5, 3)])
    stack.axis = .vertical
    stack.frame = CGRect(x: 0, y: 0, width: 9, height: 8)
    stack.distribution = .fillEqually
    stack.alignment = .center
    #expect(
      frames(stack) == [
        CGRect(x: 3, y: 0, width: 3, height: 4), CGRect(x: 2, y: 4, width: 5, height: 4),
      ])
    stack.distribution = .fillProportionally
    stack.alignment = .trailing
    #expect(
      frames(stack) == [
        CGRect(x: 6, y: 0, width: 3, height: 2), CGRect(x: 4, y: 2, width: 5, height: 6),
      ])
  }

  @Test func equalSpacingSharesTheFreeLength() {
    let stack = StackView(arrangedSubviews: [Box(2, 1), Box(2, 1), Box(2, 1)])
    stack.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
    stack.distribution = .equalSpacing
    #expect(frames(stack).map(\.minX) == [0, 5, 10])
  }

  @Test func arrangedSubviewsFollowInsertsRemovalsAndSubviews() {
    let a = Box(1, 1)
    let b = Box(1, 1)
    let c = Box(1, 1)
    let stack = StackView(arrangedSubviews: [a, c])
    stack.insertArrangedSubview(b, at: 1)
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    stack.removeArrangedSubview(b)
    #expect(stack.arrangedSubviews.count == 2 && b.superview === stack)
    c.removeFromSuperview()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
  }
}

/// The fitting size of equal shares.
@MainActor
@Suite struct StackViewFittingTests {
  @Test func equalSharesFitTheLargestViewInEach() {
    let stack = StackView(arrangedSubviews: [Box(3, 1), Box(5, 2), Box(1, 1)])
    stack.spacing = 1
    stack.distribution = .fillEqually
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 17, height: 2))
    stack.axis = .vertical
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 5, height: 8))
    stack.distribution = .fill
    #expect(stack.sizeThatFits(.zero) == CGSize(width: 5, height: 6))
  }
}
