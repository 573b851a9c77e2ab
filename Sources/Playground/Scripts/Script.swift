import Foundation
import Views

/// A scripted input sequence for headless runs and window tests, one command a line, `#` comments:
/// `frames N` · `down X Y [alt]` · `move X Y [FRAMES]` · `up` · `wheel DY` · `zoom DY` · `pinch X Y SCALE [FRAMES]` ·
/// `key NAME` · `shot NAME`.
///
/// Every input command is delivered at the start of a frame and that frame runs: `down`, `up`, `wheel` and
/// `key` take one frame each, `move` one frame per interpolation step, `frames N` runs N frames with no input,
/// and `shot NAME` writes the last composited frame as NAME.png without running a frame.
public struct Script: Equatable {
    /// One command of a script.
    public enum Command: Equatable {
        case frames(Int)
        case down(CGPoint)
        /// Alt + down: two fingers mirrored about the point (moving the pointer spreads or pinches them).
        case altDown(CGPoint)
        case move(CGPoint, frames: Int)
        case up
        case wheel(CGFloat)
        /// Ctrl + wheel: DY pinch steps about the pointer.
        case zoom(CGFloat)
        /// A two-finger pinch about a point, the fingers' distance scaled by SCALE over FRAMES frames.
        case pinch(CGPoint, scale: CGFloat, frames: Int)
        case key(Key)
        case shot(String)
    }

    /// The commands with the line each came from.
    public let commands: [(line: Int, command: Command)]

    public static func == (a: Script, b: Script) -> Bool { a.commands.map(\.command) == b.commands.map(\.command) }

    public init(commands: [Command]) {
        self.commands = commands.enumerated().map { ($0.offset + 1, $0.element) }
    }

    private init(numbered: [(line: Int, command: Command)]) { commands = numbered }

    /// The scales a `pinch` may ask for (the fingers start 160 pt apart: 0.05 leaves 8 pt, 20 spreads 3200 pt).
    public static let pinchScales: ClosedRange<Double> = Limits.scriptPinchScale.range

    /// Reads and parses a script file (`-` reads standard input); every error names the file and line.
    public static func load(path: String) throws -> Script {
        let source = try ScriptSource.read(path: path)
        return try parse(source.text, file: source.name)
    }

    /// Parses script text; the first malformed line throws, naming `file`, the line and what was expected.
    public static func parse(_ text: String, file: String) throws -> Script {
        var commands: [(Int, Command)] = []
        var budget = ScriptBudget()
        // Any line ending: "\r\n" is one Character, so splitting on "\n" alone would never split a CRLF file.
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let args = Array(words.dropFirst())
            func fail(_ message: String) -> PlaygroundError {
                .malformedScript(file: file, line: line, message: message)
            }
            /// "frames", "move FRAMES", "down X": the argument a limit message names.
            func label(_ what: String) -> String { what == "N" ? verb : "\(verb) \(what)" }
            func number(_ s: String, _ what: String, _ limit: NumberLimit = Limits.scriptCoordinate) throws -> Double {
                guard let v = Double(s) else { throw fail("expected a number for \(what), found '\(s)'") }
                do { return try limit.check(v, argument: label(what), text: s) } catch { throw fail("\(error)") }
            }
            func count(_ s: String, _ what: String) throws -> Int {
                let tooLargeForInt = Int(s) == nil && !s.isEmpty && s.utf8.allSatisfy { (48...57).contains($0) }
                guard tooLargeForInt || (Int(s) ?? 0) >= 1 else {
                    throw fail("expected a whole number ≥ 1 for \(what), found '\(s)'")
                }
                do { return try Limits.scriptFrames.parse(s, argument: label(what)) } catch { throw fail("\(error)") }
            }
            func arity(_ allowed: ClosedRange<Int>, _ usage: String) throws {
                guard allowed.contains(args.count) else { throw fail("expected '\(usage)'") }
            }
            switch verb.lowercased() {
            case "frames":
                try arity(1...1, "frames N")
                commands.append((line, .frames(try count(args[0], "N"))))
            case "down":
                try arity(2...3, "down X Y' or 'down X Y alt")
                let p = CGPoint(x: try number(args[0], "X"), y: try number(args[1], "Y"))
                if args.count == 3 {
                    guard args[2].lowercased() == "alt" else { throw fail("expected 'alt' after down X Y, found '\(args[2])'") }
                    commands.append((line, .altDown(p)))
                } else {
                    commands.append((line, .down(p)))
                }
            case "move":
                try arity(2...3, "move X Y [FRAMES]")
                let p = CGPoint(x: try number(args[0], "X"), y: try number(args[1], "Y"))
                commands.append((line, .move(p, frames: args.count == 3 ? try count(args[2], "FRAMES") : 1)))
            case "up":
                try arity(0...0, "up")
                commands.append((line, .up))
            case "wheel":
                try arity(1...1, "wheel DY")
                commands.append((line, .wheel(CGFloat(try number(args[0], "DY", Limits.scriptWheel)))))
            case "zoom":
                try arity(1...1, "zoom DY")
                commands.append((line, .zoom(CGFloat(try number(args[0], "DY", Limits.scriptWheel)))))
            case "pinch":
                try arity(3...4, "pinch X Y SCALE [FRAMES]")
                let p = CGPoint(x: try number(args[0], "X"), y: try number(args[1], "Y"))
                guard let scale = Double(args[2]), Script.pinchScales.contains(scale) else {
                    throw fail("expected a SCALE between \(Script.pinchScales.lowerBound) and \(Script.pinchScales.upperBound) for pinch, found '\(args[2])'")
                }
                commands.append((line, .pinch(p, scale: CGFloat(scale), frames: args.count == 4 ? try count(args[3], "FRAMES") : 10)))
            case "key":
                try arity(1...1, "key NAME")
                guard let key = Key(named: args[0]) else {
                    throw fail("unknown key '\(args[0])'; expected a letter, a digit, or a name such as Space, Escape, Return, Left, F1")
                }
                commands.append((line, .key(key)))
            case "shot":
                try arity(1...1, "shot NAME")
                let name = args[0]
                guard name.utf8.count <= Limits.shotNameBytes else {
                    throw fail("shot NAME: a name of \(name.utf8.count) characters is more than the limit of \(Limits.shotNameBytes)")
                }
                guard name.range(of: "^[A-Za-z0-9._-]+$", options: .regularExpression) != nil, !name.hasPrefix(".") else {
                    throw fail("expected a file name of letters, digits, '.', '_' or '-' for shot, found '\(name)'")
                }
                commands.append((line, .shot(name)))
            default:
                throw fail("unknown command '\(verb)'; expected frames, down, move, up, wheel, zoom, pinch, key or shot")
            }
            if let last = commands.last, let problem = budget.add(last.1) { throw fail(problem) }
        }
        return Script(numbered: commands)
    }
}
