import Foundation

/// Where the view tree reports API misuse that UIKit treats as a programmer error.
///
/// UIKit raises an exception for these; here the call is ignored, nothing changes, and the message goes to
/// `handler` (standard error by default). Tests install their own handler with `capture(_:)`.
public enum Diagnostics {
    /// Receives every diagnostic message.
    public nonisolated(unsafe) static var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("[playground] " + message + "\n").utf8))
    }

    /// Reports a misuse.
    public static func report(_ message: String) {
        handler(message)
    }

    /// Runs `body` and returns the diagnostics it produced instead of printing them.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let previous = handler
        var messages: [String] = []
        handler = { messages.append($0) }
        defer { handler = previous }
        try body()
        return messages
    }
}
