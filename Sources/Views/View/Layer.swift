import Foundation

/// The layer behind a view: media timing (CAMediaTiming) for the animations the view hosts, and the
/// layer-level spellings of the view's appearance.
///
/// Local time t = (parent time − beginTime) × speed + timeOffset, composed up the superview chain.
public final class Layer {
    /// The view this layer backs.
    public private(set) weak var view: View?

    /// Rate of local time relative to the parent's: 0 pauses, −1 runs backward.
    public var speed: Float = 1 { didSet { view?.setNeedsDisplay() } }
    /// Added to local time after scaling by speed.
    public var timeOffset: TimeInterval = 0 { didSet { view?.setNeedsDisplay() } }
    /// The parent time at which local time starts.
    public var beginTime: TimeInterval = 0 { didSet { view?.setNeedsDisplay() } }

    init(view: View) {
        self.view = view
    }

    /// The layer of the superview.
    public var superlayer: Layer? { view?.superview?.layer }

    /// Converts `time` from `layer`'s local time (nil: global media time) into this layer's local time.
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: time) ?? time)
    }

    /// Converts `time` from this layer's local time into `layer`'s (nil: global media time).
    public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(fromLocal: time)
        return layer?.localTime(fromGlobal: global) ?? global
    }

    /// The speed of local time relative to global time: the product of the speeds up the tree.
    public var effectiveSpeed: Double {
        var s = Double(speed)
        var parent = superlayer
        while let p = parent { s *= Double(p.speed); parent = p.superlayer }
        return s
    }

    private func localTime(fromGlobal global: TimeInterval) -> TimeInterval {
        let parentTime = superlayer?.localTime(fromGlobal: global) ?? global
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    private func globalTime(fromLocal local: TimeInterval) -> TimeInterval {
        let parentTime = speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
        return superlayer?.globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// Removes the block-based (`View.animate`) animations on this layer's view; their completions run with
    /// `false`. Property animators keep control of their own animations.
    public func removeAllAnimations() {
        view?.removeLayerAnimations()
    }

    /// Whether any animation runs on the view's properties.
    public var hasAnimations: Bool { view?.isAnimating ?? false }

    // MARK: Appearance, as spelled on CALayer

    public var cornerRadius: CGFloat {
        get { view?.cornerRadius ?? 0 }
        set { view?.cornerRadius = newValue }
    }
    public var borderWidth: CGFloat {
        get { view?.borderWidth ?? 0 }
        set { view?.borderWidth = newValue }
    }
    public var borderColor: Color? {
        get { view?.borderColor }
        set { view?.borderColor = newValue ?? .clear }
    }
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    public var backgroundColor: Color? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }

    /// The values on screen now (the presentation layer).
    public func presentation() -> PresentationValues? {
        view?.presentationValues
    }
}
