import Foundation

/// One or more taps (UITapGestureRecognizer): recognized when the last required tap ends without the touch
/// having moved more than `allowableMovement`.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(target: self, action: PhotoView.zoom)   // func zoom()
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (1 by default).
    public var numberOfTapsRequired = 1
    /// Fingers needed (1 by default); more fingers fail the tap.
    public var numberOfTouchesRequired = 1
    /// Movement in points that still counts as a tap.
    public var allowableMovement: CGFloat = 10
    /// Longest pause between taps, in seconds.
    public var maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var downRoot: CGPoint = .zero
    private var lastUp: TimeInterval = 0
    /// Between taps of a multi-tap.
    var isWaitingForNextTap: Bool { state == .possible && taps > 0 && taps < numberOfTapsRequired }

    open override func reset() {
        super.reset()
        taps = 0
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if taps > 0 && touch.timestamp - lastUp > maximumTapInterval { state = .failed; return }
        downRoot = touch.rootLocation
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first, state == .possible else { return }
        if hypot(touch.rootLocation.x - downRoot.x, touch.rootLocation.y - downRoot.y) > allowableMovement {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first, state == .possible else { return }
        // The release may arrive somewhere else without a move in between.
        if hypot(touch.rootLocation.x - downRoot.x, touch.rootLocation.y - downRoot.y) > allowableMovement {
            state = .failed
            return
        }
        taps += 1
        lastUp = touch.timestamp
        if taps >= numberOfTapsRequired { state = .recognized }
    }

    open override func frameDidAdvance(to time: TimeInterval) {
        if isWaitingForNextTap && time - lastUp > maximumTapInterval { state = .failed }
    }
}
