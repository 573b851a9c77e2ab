import Foundation

/// A press held still over a view with a preview interaction: after `holdPressureDelay` it builds pressure
/// (the trackpad's stand-in for the wheel, as UIKit's long-press previews stand in for 3D Touch).
struct PressureHold {
    /// The view the press went down on.
    weak var view: View?
    /// Where it went down (root coordinates).
    let start: CGPoint
    /// When it went down.
    let downTime: TimeInterval
    /// Whether the pressure is building (the preview took the press).
    var isBuilding = false
}

extension InputDispatcher {
    /// A press went down on `view`: one finger over a view with an enabled preview interaction may build
    /// pressure by being held.
    func beginHold(on view: View?, at point: CGPoint, fingers: Int) {
        endHold()
        guard fingers == 1, let view, Self.previewInteraction(above: view) != nil else { return }
        hold = PressureHold(view: view, start: point, downTime: now)
    }

    /// The pointer moved: beyond `holdSlop` the press no longer holds (and lets go of what it built).
    func holdMoved(to point: CGPoint) {
        guard let hold, hypot(point.x - hold.start.x, point.y - hold.start.y) > holdSlop else { return }
        endHold()
    }

    /// The press ended: pressure it built falls to nothing (a preview not yet committed cancels).
    func endHold() {
        guard let ended = hold else { return }
        hold = nil
        if ended.isBuilding { setPressure(0) }
    }

    /// One frame of a held press: once held `holdPressureDelay`, the pressure builds at
    /// `holdPressurePerSecond`. When it starts and a preview takes it, the press is the preview's: the
    /// gesture recognizers and views see it cancelled (a tap does not fire on release). A preview that
    /// refuses, or a gesture that already took the touch (a pan), ends the hold.
    func advanceHold(to time: TimeInterval, since last: TimeInterval?) {
        guard var current = hold, let view = current.view else {
            hold = nil
            return
        }
        let start = current.downTime + holdPressureDelay
        guard time >= start - 1e-9 else { return }
        if current.isBuilding {
            let added = holdPressurePerSecond * CGFloat(time - max(last ?? time, start))
            if added > 0 { setPressure(min(pressure + added, 1)) }
            return
        }
        guard !gestureArena.participants.contains(where: { $0.hasRecognized }) else {
            hold = nil
            return
        }
        if pressureView !== view, pressure > 0 { setPressure(0) }
        pressureView = view
        // The first step: what the time past the delay gives, at least half a frame's worth (so it begins).
        let first = max(holdPressurePerSecond * CGFloat(time - start), holdPressurePerSecond / 120)
        setPressure(min(pressure + first, 1))
        guard pressureInteraction?.isPressing == true else {
            setPressure(0)
            hold = nil
            return
        }
        current.isBuilding = true
        hold = current
        let touches = activeTouches
        activeTouches = []
        for touch in touches { touch.timestamp = now }
        if !touches.isEmpty { deliver(touches, .cancelled) }
    }

    /// The enabled preview interaction on `view` or its nearest ancestor with one.
    static func previewInteraction(above view: View) -> PreviewInteraction? {
        var v: View? = view
        while let current = v {
            for case let interaction as PreviewInteraction in current.pressureInteractions where interaction.isEnabled {
                return interaction
            }
            if !current.pressureInteractions.isEmpty { return nil }
            v = current.superview
        }
        return nil
    }
}
