import Foundation

/// A Ctrl + wheel pinch: two simulated fingers either side of the pointer whose distance each notch scales
/// by a fixed factor. The fingers glide to the new distance over a few frames (as a trackpad's pinch
/// reports it) and lift once the wheel has been still for `pinchWheelHold` seconds.
struct WheelPinch {
    /// The point the fingers are mirrored about (where the pointer was at the first notch).
    let anchor: CGPoint
    /// Half the fingers' distance now, and the one the notches asked for.
    var spread: CGFloat
    var target: CGFloat
    /// When the last notch came.
    var lastNotch: TimeInterval
    /// Whether the fingers have moved yet: the first step is a small one, so a recognizer's begin threshold
    /// (a pinch's 8 pt) takes only that much of the first notch.
    var hasMoved = false
    /// The two touches.
    let touches: [Touch]

    /// The fingers' locations for `spread`.
    func locations(_ spread: CGFloat) -> [CGPoint] { WheelPinch.locations(about: anchor, spread) }

    static func locations(about anchor: CGPoint, _ spread: CGFloat) -> [CGPoint] {
        [CGPoint(x: anchor.x + spread, y: anchor.y), CGPoint(x: anchor.x - spread, y: anchor.y)]
    }

    /// Fraction of the remaining distance the fingers cover per 60 Hz frame.
    static let glidePerFrame: CGFloat = 0.45
    /// The first step of each finger (points): the two fingers' distance changes by twice this.
    static let firstStep: CGFloat = 4.5
    /// The fingers' half distance stays within these bounds (points).
    static let spreadRange: ClosedRange<CGFloat> = 2...4000
}

extension InputDispatcher {
    /// Ctrl + wheel: a pinch about the pointer. The first notch puts two fingers down
    /// `simulatedFingerOffset` either side of the pointer; each notch (positive: away from the user) scales
    /// their distance by `pinchScalePerNotch` (its inverse toward the user). They lift after the wheel has been
    /// still for `pinchWheelHold` seconds. Ignored while the button is down.
    public func pinchWheel(_ notches: CGFloat) {
        guard activeTouches.isEmpty, notches.isFinite, notches != 0 else { return }
        let t = now
        if wheelPinch == nil {
            let anchor = pointerLocation
            let view = root.hitTest(root.convert(anchor, from: nil), with: nil)
            let spread = simulatedFingerOffset
            let touches = WheelPinch.locations(about: anchor, spread).map { location in
                let touch = Touch(location: location, timestamp: t)
                touch.view = view
                return touch
            }
            let pinch = WheelPinch(anchor: anchor, spread: spread, target: spread, lastNotch: t, touches: touches)
            wheelPinch = pinch
            deliver(touches, .began)
        }
        guard var pinch = wheelPinch else { return }
        let factor = pow(max(pinchScalePerNotch, 1.0001), notches)
        pinch.target = min(max(pinch.target * factor, WheelPinch.spreadRange.lowerBound), WheelPinch.spreadRange.upperBound)
        pinch.lastNotch = t
        wheelPinch = pinch
    }

    /// One frame of a wheel pinch: the fingers glide toward the distance the notches asked for, and lift once
    /// they are there and the wheel has been still long enough.
    func advanceWheelPinch(by dt: TimeInterval) {
        guard var pinch = wheelPinch else { return }
        let gap = pinch.target - pinch.spread
        if gap != 0 {
            let k = 1 - pow(1 - WheelPinch.glidePerFrame, CGFloat(max(dt, 0) * 60))
            if !pinch.hasMoved && abs(gap) > WheelPinch.firstStep {
                pinch.spread += gap > 0 ? WheelPinch.firstStep : -WheelPinch.firstStep
            } else {
                pinch.spread = abs(gap) < 0.25 ? pinch.target : pinch.spread + gap * k
            }
            pinch.hasMoved = true
            wheelPinch = pinch
            move(pinch.touches, to: pinch.locations(pinch.spread))
            deliver(pinch.touches, .moved)
        } else if now - pinch.lastNotch >= pinchWheelHold {
            endWheelPinch()
        }
    }

    /// Lifts (or cancels) the wheel pinch's fingers.
    func endWheelPinch(phase: TouchPhase = .ended) {
        guard let pinch = wheelPinch else { return }
        wheelPinch = nil
        for touch in pinch.touches { touch.timestamp = now }
        deliver(pinch.touches, phase)
    }
}
