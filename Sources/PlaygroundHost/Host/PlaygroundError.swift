import Foundation

/// Problems the playground reports to the user: one clear line each, and a non-zero exit.
///
/// ```swift
/// throw PlaygroundError.unknownScene(name: "crad", known: catalog.names)
/// // prints: "unknown scene 'crad'; known scenes: card, gallery"
/// ```
public enum PlaygroundError: Error, CustomStringConvertible, Equatable {
    case unknownScene(name: String, known: [String])
    case scriptNotFound(path: String)
    case malformedScript(file: String, line: Int, message: String)
    case badSize(String)
    case noDisplay(reason: String)
    case window(String)
    case rendering(String)
    case cannotWrite(path: String, reason: String)
    case badArgument(String)
    case missingTool(String, install: String)
    /// A value outside its limit (see `Limits`), or not a value of the kind expected: names the argument, the
    /// value and the limit.
    case outOfLimits(argument: String, value: String, problem: String)
    /// A script path that exists but cannot be read as a script (a directory, a device, a pipe).
    case unreadableScript(path: String, reason: String)
    /// A command-line argument whose bytes are not UTF-8 (it would name another file).
    case notUTF8(argument: String)

    public var description: String {
        switch self {
        case .unknownScene(let name, let known):
            return "unknown scene '\(name)'; known scenes: \(known.joined(separator: ", "))"
        case .scriptNotFound(let path):
            return "script not found: \(path)"
        case .malformedScript(let file, let line, let message):
            return "\(file):\(line): \(message)"
        case .badSize(let text):
            return "bad size '\(text)': expected WIDTHxHEIGHT in points, e.g. 1280x800"
        case .noDisplay(let reason):
            return "no display available (\(reason)); use `playground shot <scene>` for PNGs, or run under `xvfb-run`"
        case .window(let message):
            return "cannot open the window: \(message)"
        case .rendering(let message):
            return message
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .badArgument(let message):
            return message
        case .missingTool(let tool, let install):
            return "\(tool) not found on PATH; install it: \(install)"
        case .outOfLimits(let argument, let value, let problem):
            return "\(argument) \(value): \(problem)"
        case .unreadableScript(let path, let reason):
            return "cannot read the script \(path): \(reason)"
        case .notUTF8(let argument):
            return "the argument '\(argument)' is not valid UTF-8; paths and names must be UTF-8 (\u{FFFD} marks the bytes that are not)"
        }
    }

    /// Parses "WIDTHxHEIGHT" (points), each side within `Limits.sizePoints`; `argument` names it in errors.
    public static func parseSize(_ text: String, argument: String = "--size") throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw PlaygroundError.badSize(text)
        }
        for (side, value) in [("width", w), ("height", h)] {
            do { try Limits.sizePoints.check(value, argument: argument) } catch PlaygroundError.outOfLimits(_, _, let problem) {
                throw PlaygroundError.outOfLimits(argument: argument, value: text, problem: "the \(side) is \(problem)")
            }
        }
        return CGSize(width: w, height: h)
    }

    /// Checks that `size` points at `scale` makes a framebuffer within `Limits.framebufferPixels` a side.
    public static func checkPixels(_ size: CGSize, scale: Double, text: String) throws {
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        let limit = Double(Limits.framebufferPixels)
        guard w <= limit, h <= limit else {
            throw PlaygroundError.outOfLimits(argument: "--size", value: "\(text) at --scale \(NumberLimit.format(scale))",
                                            problem: "\(Int(w))×\(Int(h)) pixels is more than the limit of \(Limits.framebufferPixels) pixels a side")
        }
        guard w >= 1, h >= 1 else {
            throw PlaygroundError.outOfLimits(argument: "--size", value: "\(text) at --scale \(NumberLimit.format(scale))",
                                            problem: "less than one pixel a side")
        }
    }
}
