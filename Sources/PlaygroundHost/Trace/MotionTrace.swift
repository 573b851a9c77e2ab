import Foundation

/// Per-frame presentation values of views' properties: a motion golden. Its text is small, readable and
/// diffs line by line (one line a frame; a property that never changes is one line of its own).
///
/// ```swift
/// let trace = tester.recordTrace(of: [card], frames: 30)
/// trace.track(named: "View[1].center.x")?.values[12]   // where the card was at frame 12
/// try trace.text.write(toFile: "card.trace", atomically: true, encoding: .utf8)
/// let again = try MotionTrace(text: trace.text)         // equal, to the printed precision
/// ```
///
/// The text:
/// ```
/// # motion trace · 60 fps · 31 frames · frame 0 is when recording began
/// = View[1].bounds.width 96
/// = View[1].alpha 1
/// frame  View[1].center.x  View[1].center.y
///     0               108               300
///     1          115.6211               300
/// ```
/// A track is `<view>.<property>`: the view named by `ViewPath` (`Type[index/index…]` from the scene's root
/// view), the property as the view names it (`center.x`, `transform.scale.y`, `alpha`, an `@Animated` name).
public struct MotionTrace: Equatable, Sendable {
    /// One property of one view, a value a frame.
    public struct Track: Equatable, Sendable {
        /// `<view>.<property>`: "View[1].center.x".
        public var name: String
        /// One value a frame, frame 0 first.
        public var values: [Double]

        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }

        /// The property part of the name ("center.x").
        public var property: String { MotionTrace.split(name).property }
        /// The view part of the name ("View[1]").
        public var view: String { MotionTrace.split(name).view }
        /// Whether every frame has the same value.
        public var isConstant: Bool { values.allSatisfy { $0 == values.first } }
    }

    /// Frames a second of the clock it was recorded on.
    public var framesPerSecond: Double
    /// The tracks, in recording order.
    public var tracks: [Track]

    public init(framesPerSecond: Double, tracks: [Track]) {
        self.framesPerSecond = framesPerSecond
        self.tracks = tracks
    }

    /// The number of frames (that of the longest track).
    public var frameCount: Int { tracks.map(\.values.count).max() ?? 0 }

    /// The track `name`, if recorded.
    public func track(named name: String) -> Track? { tracks.first { $0.name == name } }

    /// The names of the views traced, in order.
    public var viewNames: [String] {
        var seen: [String] = []
        for track in tracks where !seen.contains(track.view) { seen.append(track.view) }
        return seen
    }

    /// Splits a track name into its view and property: "View[1].center.x" → ("View[1]", "center.x").
    package static func split(_ name: String) -> (view: String, property: String) {
        if let close = name.range(of: "].") {
            return (String(name[..<close.lowerBound]) + "]", String(name[close.upperBound...]))
        }
        return ("", name)
    }

    // MARK: Text

    /// The trace as text (see the type's documentation); values printed to 5 decimals, trailing zeros dropped.
    public var text: String {
        let count = frameCount
        var lines = [String(format: "# motion trace · %@ fps · %d frames · frame 0 is when recording began",
                            MotionTrace.number(framesPerSecond), count)]
        let varying = tracks.filter { !$0.isConstant || $0.values.count != count }
        for track in tracks where track.isConstant && track.values.count == count {
            lines.append("= \(track.name) \(MotionTrace.number(track.values.first ?? 0))")
        }
        guard !varying.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        let frameWidth = max(5, String(count - 1).count)
        let widths = varying.map { track in max(track.name.count, track.values.map { MotionTrace.number($0).count }.max() ?? 0) }
        var header = "frame".padding(toLength: frameWidth, withPad: " ", startingAt: 0)
        for (track, width) in zip(varying, widths) { header += "  " + MotionTrace.pad(track.name, width) }
        lines.append(header)
        for frame in 0..<count {
            var line = MotionTrace.pad(String(frame), frameWidth)
            for (track, width) in zip(varying, widths) {
                let value = frame < track.values.count ? MotionTrace.number(track.values[frame]) : "-"
                line += "  " + MotionTrace.pad(value, width)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a trace's text; throws `TraceFormatError` naming the line that is wrong.
    public init(text: String) throws {
        var fps: Double?
        var constants: [Track] = []
        var columns: [String] = []
        var rows: [[Double]] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if fps == nil, let range = line.range(of: " fps") {
                    let before = line[..<range.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                    fps = Double(before)
                }
                continue
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words[0] == "=" {
                guard words.count == 3, let value = Double(words[2]) else {
                    throw TraceFormatError(line: number, message: "expected '= TRACK VALUE', found '\(line)'")
                }
                constants.append(Track(name: words[1], values: [value]))
            } else if words[0] == "frame" {
                guard columns.isEmpty else { throw TraceFormatError(line: number, message: "a second 'frame' header") }
                columns = Array(words.dropFirst())
            } else {
                guard !columns.isEmpty else {
                    throw TraceFormatError(line: number, message: "a row before the 'frame' header: '\(line)'")
                }
                guard words.count == columns.count + 1, Int(words[0]) == rows.count else {
                    throw TraceFormatError(line: number, message: "expected frame \(rows.count) and \(columns.count) values, found '\(line)'")
                }
                var row: [Double] = []
                for word in words.dropFirst() {
                    guard let value = Double(word) else {
                        throw TraceFormatError(line: number, message: "'\(word)' is not a number")
                    }
                    row.append(value)
                }
                rows.append(row)
            }
        }
        guard let fps, fps > 0, fps.isFinite else {
            throw TraceFormatError(line: 1, message: "no '# motion trace · N fps' header: not a trace")
        }
        let count = columns.isEmpty ? 1 : rows.count
        var tracks = constants.map { Track(name: $0.name, values: Array(repeating: $0.values[0], count: count)) }
        for (i, name) in columns.enumerated() { tracks.append(Track(name: name, values: rows.map { $0[i] })) }
        self.init(framesPerSecond: fps, tracks: tracks)
    }

    /// Reads the trace file at `path`.
    public static func load(path: String) throws -> MotionTrace {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw TraceFormatError(line: 0, message: "cannot read \(path): \((error as NSError).localizedDescription)")
        }
        do { return try MotionTrace(text: text) } catch let error as TraceFormatError {
            throw TraceFormatError(line: error.line, message: error.message, file: path)
        }
    }

    /// `value` as a trace writes it: to 5 decimals, trailing zeros and a negative zero dropped.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(format: "%.5f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

/// A trace's text that cannot be read: the line and what is wrong.
public struct TraceFormatError: Error, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var file: String?

    public init(line: Int, message: String, file: String? = nil) {
        self.line = line
        self.message = message
        self.file = file
    }

    public var description: String { "\(file ?? "trace"):\(line): \(message)" }
}
