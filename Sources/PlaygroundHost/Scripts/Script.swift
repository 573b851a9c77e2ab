import Foundation
import Views

/// A scripted input sequence for headless runs and window tests, one command a line, `#` comments:
/// `frames N` · `down X Y [alt]` · `move X Y [FRAMES]` · `up` · `wheel DY` · `zoom DY` · `pinch X Y SCALE [FRAMES]` ·
/// `key NAME` · `text "…"` · `compose "…" [CURSOR]` · `shot NAME`.
///
/// ```swift
/// let script = try Script.parse("""
///     down 200 300
///     move 500 300 20   # a drag over 20 frames
///     up
///     frames 30
///     shot settled
///     """, file: "drag.txt")
/// try driver.play(script, writingShotsTo: "/tmp/out")   // writes /tmp/out/settled.png
/// ```
///
/// `text "Hello 你好"` types text as the window's text input delivers it (SDL_TEXTINPUT; `\n` presses
/// Return); `compose "ni" 2` is one step of an input method's composition (SDL_TEXTEDITING: the text shown
/// marked, the input method's cursor CURSOR characters into it, at its end by default; `compose ""` ends
/// it). Quoted text may hold spaces and `#`, with the escapes `\"`, `\\` and `\n`.
///
/// Every input command is delivered at the start of a frame and that frame runs: `down`, `up`, `wheel`,
/// `key`, `text` and `compose` take one frame each, `move` one frame per interpolation step, `frames N` runs N frames with no input,
/// and `shot NAME` writes the last composited frame as NAME.png without running a frame.
public struct Script: Equatable {
    /// One command of a script.
    ///
    /// ```swift
    /// let script = Script(commands: [.down(CGPoint(x: 200, y: 300)), .move(CGPoint(x: 500, y: 300), frames: 20),
    ///                                .up, .frames(30), .shot("settled")])
    /// ```
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
        /// Typed text (the window's SDL_TEXTINPUT); a line break in it presses Return.
        case text(String)
        /// One step of an input method's composition: the text marked, the cursor that many characters in.
        case compose(String, cursor: Int)
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
            func fail(_ message: String) -> PlaygroundError {
                .malformedScript(file: file, line: line, message: message)
            }
            let tokens: [ScriptWords.Word]
            do { tokens = try ScriptWords.split(rawLine) } catch { throw fail(error.message) }
            let words = tokens.map(\.text)
            guard let verb = words.first else { continue }
            let args = Array(words.dropFirst())
            let takesText = ["text", "compose"].contains(verb.lowercased())
            for (index, token) in tokens.enumerated() where token.isQuoted && !(takesText && index == 1) {
                throw fail(index == 0 ? "expected a command before the quoted text"
                                      : "unexpected quoted text; only text and compose take it (\"…\" as their first argument)")
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
            /// The text of `text`/`compose`, within the byte limit.
            func typed(_ text: String, empty: Bool) throws -> String {
                guard empty || !text.isEmpty else { throw fail("expected text between the quotes of \(verb)") }
                guard text.utf8.count <= Limits.scriptTextBytes else {
                    throw fail("\(verb): a text of \(text.utf8.count) bytes is more than the limit of \(Limits.scriptTextBytes)")
                }
                return text
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
            case "text":
                guard args.count == 1, tokens[1].isQuoted else { throw fail("expected 'text \"TEXT\"' (the text in double quotes)") }
                commands.append((line, .text(try typed(args[0], empty: false))))
            case "compose":
                guard (1...2).contains(args.count), tokens[1].isQuoted else {
                    throw fail("expected 'compose \"TEXT\" [CURSOR]' (the text in double quotes)")
                }
                let text = try typed(args[0], empty: true)
                let length = text.unicodeScalars.count
                var cursor = length
                if args.count == 2 {
                    guard let n = Int(args[1]), (0...length).contains(n) else {
                        throw fail("expected a CURSOR from 0 to \(length) (characters of the composed text) for compose, found '\(args[1])'")
                    }
                    cursor = n
                }
                commands.append((line, .compose(text, cursor: cursor)))
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
                throw fail("unknown command '\(verb)'; expected frames, down, move, up, wheel, zoom, pinch, key, text, compose or shot")
            }
            if let last = commands.last, let problem = budget.add(last.1) { throw fail(problem) }
        }
        return Script(numbered: commands)
    }
}
