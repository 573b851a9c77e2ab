import Foundation

/// A touch or press event delivered with hit testing (UIEvent); filled in by the input layer.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
///     pressedAt = event?.timestamp ?? CurrentMediaTime()
/// }
/// ```
open class Event {
    /// The time of the event in media time. (Like UIKit's, the event object of a stream of touches is reused
    /// from one delivery to the next: read it while handling the event, do not keep it.)
    public internal(set) var timestamp: TimeInterval
    public init(timestamp: TimeInterval = CurrentMediaTime()) { self.timestamp = timestamp }
}
