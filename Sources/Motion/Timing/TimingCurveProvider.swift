import Foundation

/// Progress over time for one run of an animation: 0 at the start, 1 at rest; a curve may overshoot.
///
/// ```swift
/// let curve: any ProgressCurve = CubicTimingParameters(animationCurve: .easeIn).curves(forDuration: 0.3).x
/// curve.progress(at: 0.15)     // below 0.5: ease-in starts slowly
/// curve.velocity(at: 0.3)      // progress per second at the end
/// ```
public protocol ProgressCurve {
    /// Seconds until the curve has reached 1 and stays there.
    var duration: TimeInterval { get }
    /// Progress at `time` seconds after the start (time ≥ duration gives the final value).
    func progress(at time: TimeInterval) -> Double
    /// Progress per second at `time`.
    func velocity(at time: TimeInterval) -> Double
}

/// The progress curves for the horizontal and the vertical components of a value.
///
/// ```swift
/// let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 3, dy: 0))
/// let curves = spring.curves(forDuration: 0.5)
/// curves.x.velocity(at: 0)     // 3: x starts moving
/// curves.y.velocity(at: 0)     // 0: y starts at rest
/// ```
public struct AxisCurves {
    public var x: any ProgressCurve
    public var y: any ProgressCurve
    public init(x: any ProgressCurve, y: any ProgressCurve) { self.x = x; self.y = y }
    public init(_ both: any ProgressCurve) { x = both; y = both }
    /// The longer of the two durations.
    public var duration: TimeInterval { max(x.duration, y.duration) }
}

/// The kind of timing a provider describes (UITimingCurveType).
///
/// ```swift
/// CubicTimingParameters().timingCurveType      // .cubic
/// SpringTimingParameters().timingCurveType     // .spring
/// ```
public enum TimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Supplies the timing of a property animator (UITimingCurveProvider).
///
/// ```swift
/// struct Linear: TimingCurveProvider {
///     func curves(forDuration duration: TimeInterval) -> AxisCurves {
///         AxisCurves(CubicCurve(bezier: UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1), duration: duration))
///     }
/// }
/// let animator = ViewPropertyAnimator(duration: 0.5, timingParameters: Linear())
/// ```
///
/// Conform to plug in your own timing: implement `curves(forDuration:)`.
public protocol TimingCurveProvider {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
    /// The curves for one run that nominally lasts `duration` seconds (springs may settle on their own time).
    func curves(forDuration duration: TimeInterval) -> AxisCurves
}

extension TimingCurveProvider {
    public var timingCurveType: TimingCurveType {
        springTimingParameters != nil ? .spring : (cubicTimingParameters != nil ? .cubic : .composed)
    }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { nil }
}
