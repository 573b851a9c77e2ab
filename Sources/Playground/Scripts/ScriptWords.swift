import Foundation

/// One script line split into words: spaces and tabs separate them, `#` starts a comment, and a word that
/// opens with a double quote runs to the closing one — spaces and `#` included — with the escapes `\"`, `\\`
/// and `\n`.
///
/// ```swift
/// try ScriptWords.split(#"text "Hello 你好" # greet"#)   // [.plain("text"), .quoted("Hello 你好")]
/// try ScriptWords.split(#"compose "ni" 2"#)               // [.plain("compose"), .quoted("ni"), .plain("2")]
/// ```
enum ScriptWords {
    enum Word: Equatable {
        case plain(String)
        case quoted(String)

        var text: String {
            switch self {
            case .plain(let s), .quoted(let s): s
            }
        }

        var isQuoted: Bool { if case .quoted = self { true } else { false } }
    }

    /// The words of `line`; throws a one-line message for an unclosed quote or an unknown escape.
    static func split(_ line: Substring) throws(ScriptWordsError) -> [Word] {
        var words: [Word] = []
        var i = line.startIndex
        func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" || c == "\r" }
        while i < line.endIndex {
            let c = line[i]
            if isSpace(c) {
                i = line.index(after: i)
            } else if c == "#" {
                break
            } else if c == "\"" {
                var text = ""
                var j = line.index(after: i)
                var closed = false
                while j < line.endIndex {
                    let d = line[j]
                    if d == "\"" {
                        closed = true
                        j = line.index(after: j)
                        break
                    }
                    if d == "\\" {
                        let k = line.index(after: j)
                        guard k < line.endIndex else { break }
                        switch line[k] {
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case "n": text.append("\n")
                        default: throw ScriptWordsError("unknown escape '\\\(line[k])' in quoted text (expected \\\", \\\\ or \\n)")
                        }
                        j = line.index(after: k)
                    } else {
                        text.append(d)
                        j = line.index(after: j)
                    }
                }
                guard closed else { throw ScriptWordsError("quoted text without its closing '\"'") }
                if j < line.endIndex, !isSpace(line[j]), line[j] != "#" {
                    throw ScriptWordsError("expected a space after the closing '\"', found '\(line[j])'")
                }
                words.append(.quoted(text))
                i = j
            } else {
                var j = i
                while j < line.endIndex, !isSpace(line[j]), line[j] != "#" { j = line.index(after: j) }
                words.append(.plain(String(line[i..<j])))
                i = j
            }
        }
        return words
    }
}

/// What is wrong with a script line's words (one line, without the file and line number).
struct ScriptWordsError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
