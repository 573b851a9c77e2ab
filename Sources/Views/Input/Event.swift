import Foundation

/// A touch or press event delivered with hit testing (UIEvent); filled in by the input layer.
open class Event {
    /// The time of the event in media time.
    public let timestamp: TimeInterval
    public init(timestamp: TimeInterval = CurrentMediaTime()) { self.timestamp = timestamp }
}
