import Foundation

extension View {
  /// Draws the view and its subviews, back to front, with `context` in the superview's
  /// coordinates: nothing when the view is hidden or its ``alpha`` is below
  /// ``minimumInteractiveAlpha``; otherwise its background (blanks, while it glides to a new
  /// place, over what it passes), its ``draw(in:)``, its subviews, the sublayers of its
  /// ``layer`` (those inserted at index `0` under the subviews, the others over them) and its
  /// layer's border on top, moved to its frame, shifted by its bounds' origin (a scroll view's
  /// content offset), clipped to its bounds when it ``clipsToBounds``, and styled with its
  /// ``drawingStyle``, dimmed when its ``alpha`` is below `1`. At the context's
  /// ``DrawingContext/time`` a view in an ``animation`` is drawn as it is presented then: at its
  /// ``presentationFrame(at:)`` and ``presentationBounds(at:)``, with its
  /// ``presentationAlpha(at:)`` and ``presentationBackgroundColor(at:)``, in its
  /// ``presentationStyle(at:)``, and not at all once it has left.
  public func drawHierarchy(in context: DrawingContext) {
    guard !isHidden else { return }
    let time = context.time
    // The presentation, with the animation read once: a view without one, as nearly every view
    // is at nearly every frame, is drawn as it is.
    let alpha: CGFloat
    let frame: CGRect
    let bounds: CGRect
    let animationStyle: TextStyle
    let background: Color?
    let glides: Bool
    if let animation {
      guard animation.isVisible(at: time) else { return }
      alpha = animation.alpha(at: time, endAlpha: self.alpha)
      frame = animation.frame(at: time, endFrame: self.frame)
      bounds = animation.bounds(at: time, endBounds: self.bounds, endFrame: self.frame)
      animationStyle = animation.style(at: time)
      background = animation.backgroundColor(at: time, endColor: backgroundColor)
      glides = animation.travel(at: time, endFrame: self.frame) != nil
    } else {
      (alpha, frame, bounds) = (self.alpha, self.frame, self.bounds)
      (animationStyle, background, glides) = (.plain, backgroundColor, false)
    }
    guard alpha >= Self.minimumInteractiveAlpha else { return }
    var local = context.translated(by: frame.origin)
    if clipsToBounds {
      local = local.clipped(to: CGRect(origin: .zero, size: frame.size))
      guard !local.isClippedAway else { return }
    }
    local = local.translated(by: CGPoint(x: -bounds.minX, y: -bounds.minY))
    var style = drawingStyle.applying(animationStyle)
    if alpha < 1 { style.isDim = true }
    if style != .plain { local = local.styled(style) }
    if let background, background.drawingColor != nil || Layer.isRule(bounds, in: local) {
      // A background thinner than a line, such as a one-point separator view, is a rule.
      Layer.fill(bounds, with: background, in: local)
    } else if glides {
      // A view gliding over others hides what is under it, as an opaque cell does: no line
      // shows the glyphs of two rows.
      local.fill(bounds)
    }
    draw(in: local)
    storedLayer?.drawSublayers(beneathSubviews: true, in: local)
    for subview in subviewsInDrawingOrder(at: time) {
      subview.drawHierarchy(in: local)
    }
    storedLayer?.drawSublayers(beneathSubviews: false, in: local)
    storedLayer?.drawBorder(in: bounds, context: local)
  }

  /// The subviews in the order they are drawn at `time`: in order, except that the views gliding
  /// to a new place are drawn after the still ones, the farthest travelling on top, so that a
  /// moved row stays in sight while the rows it passes shift by one. Headers and footers, which a
  /// collection view stacks over its cells, stay on top of them. Views whose layers have a
  /// ``Layer/zPosition`` are drawn by it, those of the same value in that order.
  func subviewsInDrawingOrder(at time: TimeInterval?) -> [View] {
    let ordered = subviewsInTravelOrder(at: time)
    // A loop, not `contains(where:)`: a closure that reads a view checks at each call that it
    // runs on the main actor, and every view drawn comes here.
    var anyRaised = false
    for view in ordered where (view.storedLayer?.zPosition ?? 0) != 0 {
      anyRaised = true
      break
    }
    guard anyRaised else { return ordered }
    return ordered.enumerated()
      .sorted {
        ($0.element.storedLayer?.zPosition ?? 0, $0.offset)
          < ($1.element.storedLayer?.zPosition ?? 0, $1.offset)
      }
      .map(\.element)
  }

  private func subviewsInTravelOrder(at time: TimeInterval?) -> [View] {
    guard let time, Self.animatedViewCount > 0,
      subviews.contains(where: { $0.animation?.travel(at: time, endFrame: $0.frame) != nil })
    else { return subviews }
    var still: [View] = []
    var gliding: [(distance: CGFloat, index: Int, view: View)] = []
    var supplementary: [View] = []
    for (index, subview) in subviews.enumerated() {
      if subview is CollectionReusableView, !(subview is CollectionViewCell) {
        supplementary.append(subview)
      } else if let distance = subview.animation?.travel(at: time, endFrame: subview.frame) {
        gliding.append((distance, index, subview))
      } else {
        still.append(subview)
      }
    }
    gliding.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
    return still + gliding.map(\.view) + supplementary
  }

  /// Draws the view and its subviews on the whole of `surface`, the view placed at its frame.
  public func drawHierarchy(on surface: any DrawingSurface) {
    drawHierarchy(in: DrawingContext(surface: surface))
  }
}
