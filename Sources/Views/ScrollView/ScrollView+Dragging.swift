import Foundation

/// Dragging: the pan moves the content 1:1 inside its range and with the rubber band past an edge; the
/// release hands the velocity and the projected rest point to the delegate and starts the coast.
extension ScrollView {
    /// The drag is measured in the superview's coordinates: a scroll view whose own transform changes while it
    /// is dragged (LockSearch's table shrinks with the present its pull drives) does not jump.
    func handlePan(_ pan: PanGestureRecognizer) {
        let space = superview ?? self
        switch pan.state {
        case .began: beginDragging(pan, in: space)
        case .changed: drag(by: pan.translation(in: space))
        case .ended: endDragging(fingerVelocity: pan.velocity(in: space))
        case .cancelled: endDragging(fingerVelocity: .zero)
        default: break
        }
    }

    /// A touch went down in the scroll view: any motion stops where it is.
    func touchDown() {
        isTracking = true
        if !motionX.isIdle || !motionY.isIdle { stopMotion() }
    }

    /// The touch lifted without a drag (or the gesture went elsewhere): content left past an edge springs back.
    func trackingEnded() {
        guard isTracking else { return }
        isTracking = false
        guard !isDragging else { return }
        let offset = contentOffset
        if clamped(offset) != offset {
            motionX = springBack(offset.x, velocity: 0, lower: minimumOffset.x, upper: maximumOffset.x)
            motionY = springBack(offset.y, velocity: 0, lower: minimumOffset.y, upper: maximumOffset.y)
            beginDecelerating()
        } else {
            fadeIndicators()
        }
    }

    private func beginDragging(_ pan: PanGestureRecognizer, in space: View) {
        stopMotion()
        isTracking = true
        pan.setTranslation(.zero, in: space)
        // Where an unbounded drag would have put the content: past an edge, the rubber band undone.
        let offset = contentOffset, lo = minimumOffset, hi = maximumOffset
        dragOrigin = CGPoint(x: unstretched(offset.x, lower: lo.x, upper: hi.x, dimension: bounds.width),
                             y: unstretched(offset.y, lower: lo.y, upper: hi.y, dimension: bounds.height))
        isDragging = true
        showIndicators()
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func drag(by translation: CGPoint) {
        guard isDragging else { return }
        var offset = contentOffset
        let lo = minimumOffset, hi = maximumOffset
        if scrollsHorizontally {
            offset.x = stretched(dragOrigin.x - translation.x, lower: lo.x, upper: hi.x, dimension: bounds.width)
        }
        if scrollsVertically {
            offset.y = stretched(dragOrigin.y - translation.y, lower: lo.y, upper: hi.y, dimension: bounds.height)
        }
        applyOffset(offset)
    }

    /// The finger lifted with `fingerVelocity` (points per second in the scroll view): the delegate sees the
    /// velocity and the rest point, may move that point, and the content coasts (or springs back) there.
    private func endDragging(fingerVelocity: CGPoint) {
        guard isDragging else { return }
        isTracking = false
        let offset = contentOffset, lo = minimumOffset, hi = maximumOffset
        let velocity = CGPoint(x: scrollsHorizontally ? -fingerVelocity.x : 0,
                               y: scrollsVertically ? -fingerVelocity.y : 0)
        let rate = Double(decelerationRate.rawValue)
        let projected = CGPoint(x: offset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
                                y: offset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
        let natural = CGPoint(x: restPoint(offset.x, projected.x, lower: lo.x, upper: hi.x),
                              y: restPoint(offset.y, projected.y, lower: lo.y, upper: hi.y))
        var target = natural
        var paging = natural
        if isPagingEnabled {
            // Paging: the page the release goes to is the target the delegate sees (and reached exactly).
            target = CGPoint(x: scrollsHorizontally ? pagedTarget(offset.x, velocity: velocity.x / 1000, page: bounds.width,
                                                                  lower: lo.x, upper: hi.x) : natural.x,
                             y: scrollsVertically ? pagedTarget(offset.y, velocity: velocity.y / 1000, page: bounds.height,
                                                                lower: lo.y, upper: hi.y) : natural.y)
            paging = target
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                targetContentOffset: pointer)
        }
        if isPagingEnabled, target != paging {
            // UIKit: "Stop offset can not be modified for paging scroll views" — the write is ignored.
            world.diagnostics.report("Stop offset can not be modified for paging scroll views")
            target = paging
        }
        // A written target is kept within the range at rest.
        let written = target != natural
        if written { target = clamped(target) }
        motionX = coast(offset.x, velocity: velocity.x, projected: projected.x, target: target.x, written: written,
                        lower: lo.x, upper: hi.x)
        motionY = coast(offset.y, velocity: velocity.y, projected: projected.y, target: target.y, written: written,
                        lower: lo.y, upper: hi.y)
        isDragging = false
        let decelerates = !motionX.isIdle || !motionY.isIdle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates { beginDecelerating() } else { fadeIndicators() }
    }

    /// Where the content rests after a release at `offset`: the projection, or the edge it would pass.
    private func restPoint(_ offset: CGFloat, _ projected: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
        if offset < lower || offset > upper {
            // Released past an edge: back to that edge, unless flung inward hard enough to coast into range.
            let edge = offset < lower ? lower : upper
            let inward = offset < lower ? projected > lower : projected < upper
            return inward ? min(max(projected, lower), upper) : edge
        }
        return min(max(projected, lower), upper)
    }

    /// The motion of one axis after the release.
    private func coast(_ offset: CGFloat, velocity: CGFloat, projected: CGFloat, target: CGFloat, written: Bool,
                       lower: CGFloat, upper: CGFloat) -> AxisMotion {
        let x = Double(offset), now = world.now, rate = Double(decelerationRate.rawValue)
        if written {
            // Toward the written target at the same decay: it ends exactly there.
            let distance = Double(target) - x
            return distance == 0 ? .idle : .decelerating(Deceleration(start: x, distance: distance, rate: rate, began: now))
        }
        let outside = offset < lower || offset > upper
        if outside {
            let edge = offset < lower ? lower : upper
            if target == edge { return springBack(offset, velocity: velocity, lower: lower, upper: upper) }
            // Flung back into range hard enough: it coasts in from where it is.
            return .decelerating(Deceleration(start: x, distance: Double(projected) - x, rate: rate, began: now))
        }
        let distance = Double(projected) - x
        guard distance != 0 else { return .idle }
        if projected < lower || projected > upper {
            // The coast reaches an edge: it overshoots there and springs back (or stops, without bounces).
            let edge = Double(projected < lower ? lower : upper)
            return .decelerating(Deceleration(start: x, distance: distance, rate: rate, began: now, edge: edge,
                                              bounces: bounces))
        }
        return .decelerating(Deceleration(start: x, distance: distance, rate: rate, began: now))
    }

    /// A spring from `offset` back to the nearer edge, carrying `velocity`; idle inside the range.
    func springBack(_ offset: CGFloat, velocity: CGFloat, lower: CGFloat, upper: CGFloat) -> AxisMotion {
        guard offset < lower || offset > upper else { return .idle }
        let edge = offset < lower ? lower : upper
        return .bouncing(Bounce(edge: Double(edge), displacement: Double(offset - edge), velocity: Double(velocity),
                                began: world.now))
    }

    /// A raw drag position shown with the rubber band past the edges (or held at them without `bounces`).
    private func stretched(_ raw: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < lower {
            guard bounces else { return lower }
            return lower - CGFloat(ScrollPhysics.rubberBand(Double(lower - raw), dimension: Double(dimension)))
        }
        if raw > upper {
            guard bounces else { return upper }
            return upper + CGFloat(ScrollPhysics.rubberBand(Double(raw - upper), dimension: Double(dimension)))
        }
        return raw
    }

    /// The raw drag position that shows `offset` (the inverse of `stretched`).
    private func unstretched(_ offset: CGFloat, lower: CGFloat, upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if offset < lower {
            return lower - CGFloat(ScrollPhysics.dragDistance(forRubberBand: Double(lower - offset), dimension: Double(dimension)))
        }
        if offset > upper {
            return upper + CGFloat(ScrollPhysics.dragDistance(forRubberBand: Double(offset - upper), dimension: Double(dimension)))
        }
        return offset
    }
}
