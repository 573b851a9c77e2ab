import Foundation

/// The video frames ffprobe counts in the file at `path` (the first video stream), or -1 when it prints no
/// number. ffprobe is looked up on `PATH` (make test installs ffmpeg); without it, this throws.
///
/// ```swift
/// #expect(try frameCount(dir + "/clip.mp4") == 24)
/// ```
public func frameCount(_ path: String) throws -> Int {
    let process = Process()
    process.executableURL = try tool("ffprobe")
    process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                         "stream=nb_read_frames", "-of", "csv=p=0", path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
}

/// How many different pictures the video at `path` shows (ffmpeg's MD5 of each decoded frame, counted once).
///
/// ```swift
/// #expect(try distinctFrames(dir + "/clip.mp4") > 10)   // something moved
/// ```
public func distinctFrames(_ path: String) throws -> Int {
    let process = Process()
    process.executableURL = try tool("ffmpeg")
    process.arguments = ["-v", "error", "-i", path, "-f", "framemd5", "-"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let hashes = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: ",").last }
    return Set(hashes.map { $0.trimmingCharacters(in: .whitespaces) }).count
}

/// Why a helper that runs a tool could not.
public struct MissingToolError: Error, CustomStringConvertible {
    public let tool: String
    public var description: String { "\(tool) is not on PATH (make test installs it)" }
}

/// The executable `name` in the first directory of `PATH` that has one.
private func tool(_ name: String) throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for dir in path.split(separator: ":") where !dir.isEmpty {
        let candidate = String(dir) + "/" + name
        if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
    }
    throw MissingToolError(tool: name)
}
