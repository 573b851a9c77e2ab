import Foundation

/// Problems the playground reports to the user: one clear line each, and a non-zero exit.
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
        }
    }

    /// Parses "WIDTHxHEIGHT".
    public static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw PlaygroundError.badSize(text)
        }
        return CGSize(width: w, height: h)
    }
}
