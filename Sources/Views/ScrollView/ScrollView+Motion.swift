import Foundation

/// The content's own motion — coasting, bouncing, animated scrolls, the wheel's glide — stepped once per frame
/// by a display link on the world's frame scheduler (made once, paused while the content rests).
extension ScrollView {
    /// How long `setContentOffset(_:animated: true)` takes.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Starts the coast or spring back set up in `motionX` / `motionY`.
    func beginDecelerating() {
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        runMotion()
    }

    /// Stops whatever moves the content, where it is, without telling the delegate it ended (a touch caught it).
    func stopMotion() {
        motionX = .idle
        motionY = .idle
        isDecelerating = false
        isScrollAnimating = false
        motionLink?.isPaused = true
    }

    func animateScroll(to offset: CGPoint) {
        stopMotion()
        let from = contentOffset, now = world.now, duration = ScrollView.scrollAnimationDuration
        motionX = offset.x == from.x ? .idle
            : .animating(Tween(from: Double(from.x), to: Double(offset.x), began: now, duration: duration))
        motionY = offset.y == from.y ? .idle
            : .animating(Tween(from: Double(from.y), to: Double(offset.y), began: now, duration: duration))
        guard !motionX.isIdle || !motionY.isIdle else { return }
        isScrollAnimating = true
        runMotion()
    }

    /// The wheel moved the content by `delta` points (the input dispatcher's mapping): it glides there,
    /// within the range at rest. A coast or bounce under way stops; a glide under way goes on to the new target.
    func scroll(byWheel delta: CGPoint) {
        guard isScrollEnabled, !isTracking else { return }
        let current = contentOffset
        var target = current
        if case .wheel(let a) = motionX { target.x = CGFloat(a.target) }
        if case .wheel(let a) = motionY { target.y = CGFloat(a.target) }
        // Paging: a notch of a turn that already turned its page changes nothing (not even a coast under way).
        let paged = isPagingEnabled ? pagedWheelTarget(from: current, delta: delta) : nil
        if isPagingEnabled && paged == nil { return }
        if isDecelerating || isScrollAnimating { stopMotion() }
        if let paged {
            target = paged
        } else {
            if contentOverflowsHorizontally { target.x += delta.x }
            if contentOverflowsVertically { target.y += delta.y }
        }
        target = clamped(target)
        let now = world.now
        motionX = target.x == current.x ? .idle : .wheel(Approach(from: Double(current.x), target: Double(target.x), began: now))
        motionY = target.y == current.y ? .idle : .wheel(Approach(from: Double(current.y), target: Double(target.y), began: now))
        if !motionX.isIdle || !motionY.isIdle { runMotion() }
    }

    /// Whether the wheel can move this scroll view's content.
    var acceptsWheel: Bool { isScrollEnabled && (contentOverflowsVertically || contentOverflowsHorizontally) }

    private func runMotion() {
        if motionLink == nil || motionLinkWorld !== world {
            motionLink?.invalidate()
            let link = DisplayLink { [weak self] link in
                guard let self else { link.invalidate(); return }
                self.stepMotion(at: link.timestamp)
            }
            world.scheduler.add(link)
            motionLink = link
            motionLinkWorld = world
        }
        motionLink?.isPaused = false
        showIndicators()
    }

    /// One frame of motion at `time`.
    func stepMotion(at time: TimeInterval) {
        guard !motionX.isIdle || !motionY.isIdle else {
            finishMotion()
            return
        }
        var offset = contentOffset
        offset.x = CGFloat(ScrollView.advance(&motionX, from: Double(offset.x), at: time))
        offset.y = CGFloat(ScrollView.advance(&motionY, from: Double(offset.y), at: time))
        applyOffset(offset)
        if motionX.isIdle && motionY.isIdle { finishMotion() }
    }

    private func finishMotion() {
        motionLink?.isPaused = true
        if !isTracking { fadeIndicators() }
        if isScrollAnimating {
            isScrollAnimating = false
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// The position of one axis at `time`; the motion becomes idle once it arrives.
    nonisolated static func advance(_ motion: inout AxisMotion, from current: Double, at time: TimeInterval) -> Double {
        switch motion {
        case .idle:
            return current
        case .decelerating(let d):
            let t = time - d.began
            if let edge = d.edge, let crossing = d.crossingTime, t >= crossing {
                guard d.bounces else {
                    motion = .idle
                    return edge
                }
                motion = .bouncing(Bounce(edge: edge, displacement: 0, velocity: d.velocity(at: crossing),
                                          began: d.began + crossing))
                return advance(&motion, from: current, at: time)
            }
            if abs(d.remaining(at: t)) < ScrollPhysics.restDistance {
                motion = .idle
                return d.end
            }
            return d.position(at: t)
        case .bouncing(let b):
            let t = time - b.began
            if b.isAtRest(at: t) {
                motion = .idle
                return b.edge
            }
            return b.position(at: t)
        case .animating(let tween):
            let t = time - tween.began
            if t >= tween.duration {
                motion = .idle
                return tween.to
            }
            return tween.position(at: t)
        case .wheel(let approach):
            let x = approach.position(at: time - approach.began)
            if abs(x - approach.target) < ScrollPhysics.restDistance {
                motion = .idle
                return approach.target
            }
            return x
        }
    }
}
