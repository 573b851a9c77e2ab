import Foundation

/// Where the view tree reports API misuse that UIKit treats as a programmer error.
///
/// ```swift
/// let messages = World.current.diagnostics.capture {
///     animator.finishAnimation(at: .end)       // not stopped: ignored, reported
/// }
/// // messages == ["finishAnimationAtPosition: should only be called on a stopped animator! …"]
/// ```
///
/// UIKit raises an exception for these; here the call is ignored, nothing changes, and the message goes to
/// `handler` (standard error by default). Each world has its own.
@MainActor
public final class Diagnostics {
    /// Receives every diagnostic message.
    public var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("[playground] " + message + "\n").utf8))
    }

    public init() {}

    /// Reports a misuse.
    public func report(_ message: String) {
        handler(message)
    }

    /// Runs `body` and returns the diagnostics it produced instead of printing them.
    @discardableResult
    public func capture(_ body: () throws -> Void) rethrows -> [String] {
        let previous = handler
        var messages: [String] = []
        handler = { messages.append($0) }
        defer { handler = previous }
        try body()
        return messages
    }

    /// Reports a misuse to the current world's diagnostics.
    public static func report(_ message: String) {
        World.current.diagnostics.report(message)
    }

    /// Runs `body` and returns the diagnostics the current world received meanwhile.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        try World.current.diagnostics.capture(body)
    }
}
