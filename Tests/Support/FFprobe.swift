import Foundation

/// The video frames ffprobe counts in the file at `path` (the first video stream), or -1 when it prints no
/// number. ffprobe is looked up on `PATH` (make test installs ffmpeg); without it, this throws.
///
/// ```swift
/// #expect(try frameCount(dir + "/clip.mp4") == 24)
/// ```
public func frameCount(_ path: String) throws -> Int {
    let process = Process()
    process.executableURL = try ffprobe()
    process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                         "stream=nb_read_frames", "-of", "csv=p=0", path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
}

/// Why a helper that runs a tool could not.
public struct MissingToolError: Error, CustomStringConvertible {
    public let tool: String
    public var description: String { "\(tool) is not on PATH (make test installs it)" }
}

/// The executable `ffprobe` in the first directory of `PATH` that has one.
private func ffprobe() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for dir in path.split(separator: ":") where !dir.isEmpty {
        let candidate = String(dir) + "/ffprobe"
        if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
    }
    throw MissingToolError(tool: "ffprobe")
}
