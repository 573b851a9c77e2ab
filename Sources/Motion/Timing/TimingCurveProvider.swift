import Foundation

/// Progress over time for one run of an animation: 0 at the start, 1 at rest; a curve may overshoot.
public protocol ProgressCurve {
    /// Seconds until the curve has reached 1 and stays there.
    var duration: TimeInterval { get }
    /// Progress at `time` seconds after the start (time ≥ duration gives the final value).
    func progress(at time: TimeInterval) -> Double
    /// Progress per second at `time`.
    func velocity(at time: TimeInterval) -> Double
}

/// The progress curves for the horizontal and the vertical components of a value.
public struct AxisCurves {
    public var x: any ProgressCurve
    public var y: any ProgressCurve
    public init(x: any ProgressCurve, y: any ProgressCurve) { self.x = x; self.y = y }
    public init(_ both: any ProgressCurve) { x = both; y = both }
    /// The longer of the two durations.
    public var duration: TimeInterval { max(x.duration, y.duration) }
}

/// The kind of timing a provider describes.
public enum TimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Supplies the timing of a property animator (UITimingCurveProvider).
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
