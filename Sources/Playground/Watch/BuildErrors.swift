import Foundation
import PlaygroundHost

/// The errors of a failed `swift build`, read from its output: swiftc's `path:line:column: error: message`
/// lines (each once, in order), and the tool's own `error: …` lines (a link failure, a bad manifest) when it
/// names no file.
///
/// ```swift
/// let errors = BuildErrors.parse(output)
/// errors.first?.location            // "CardScene.swift:12"
/// errors.first?.message             // "cannot find 'sprng' in scope"
/// ```
nonisolated public struct BuildError: Equatable, Sendable {
    /// The file as the compiler named it (nil for an error of the build itself).
    public var path: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    /// `File.swift:12` (the file's name, not its path), or nil.
    public var location: String? {
        guard let path else { return nil }
        let name = (path as NSString).lastPathComponent
        return line.map { "\(name):\($0)" } ?? name
    }
}

nonisolated public enum BuildErrors {
    /// The errors in `output`, at most `limit`, each once; within a file by line (the first in the file is
    /// most often the cause of those after it, though the compiler may print them in another order).
    public static func parse(_ output: String, limit: Int = 500) -> [BuildError] {
        var errors: [BuildError] = []
        var seen = Set<String>()
        var general: [BuildError] = []
        for raw in output.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if let error = located(line) {
                let key = "\(error.path ?? ""):\(error.line ?? 0):\(error.column ?? 0):\(error.message)"
                if seen.insert(key).inserted { errors.append(error) }
            } else if line.hasPrefix("error: ") {
                let message = String(line.dropFirst(7))
                // "fatalError" of the build system after the compiler's own errors says nothing more.
                if message.hasPrefix("fatalError") || seen.contains(message) { continue }
                seen.insert(message)
                general.append(BuildError(path: nil, line: nil, column: nil, message: message))
            }
            if errors.count >= limit { break }
        }
        // Files in the order they were first named; errors in a file by line and column.
        var fileOrder: [String: Int] = [:]
        for error in errors where fileOrder[error.path ?? ""] == nil { fileOrder[error.path ?? ""] = fileOrder.count }
        let ordered = errors.enumerated().sorted { a, b in
            let (fa, fb) = (fileOrder[a.element.path ?? ""] ?? 0, fileOrder[b.element.path ?? ""] ?? 0)
            if fa != fb { return fa < fb }
            let (la, lb) = (a.element.line ?? 0, b.element.line ?? 0)
            if la != lb { return la < lb }
            let (ca, cb) = (a.element.column ?? 0, b.element.column ?? 0)
            return ca != cb ? ca < cb : a.offset < b.offset
        }.map(\.element)
        return Array((ordered + (ordered.isEmpty ? general : [])).prefix(limit))
    }

    /// `path:line:column: error: message` (column optional), or nil.
    static func located(_ line: String) -> BuildError? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let message = String(line[marker.upperBound...])
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        // From the end: the column and line are numbers; the rest (which may hold colons) is the path.
        var numbers: [Int] = []
        var pathParts = place[...]
        while numbers.count < 2, let last = pathParts.last, let n = Int(last) {
            numbers.insert(n, at: 0)
            pathParts = pathParts.dropLast()
        }
        guard !numbers.isEmpty, !pathParts.isEmpty else { return nil }
        let path = pathParts.joined(separator: ":")
        guard !path.isEmpty, !path.contains(" ") || path.hasPrefix("/") else { return nil }
        return BuildError(path: path, line: numbers[0], column: numbers.count > 1 ? numbers[1] : nil, message: message)
    }
}
