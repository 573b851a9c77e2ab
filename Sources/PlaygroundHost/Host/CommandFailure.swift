/// A failure already worded for the user: printed as one line, the process exits with `status`.
///
/// ```swift
/// throw CommandFailure(message: "no frame to write: the script has no shot")
/// ```
public struct CommandFailure: Error {
    public let message: String
    public var status: Int32

    public init(message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }
}
