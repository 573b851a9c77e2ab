import Foundation

/// What the fuzz target (`Sources/FuzzScript`, `make fuzz`) and its regression tests check on any bytes: the
/// script parser and the command line's number parsing never crash, and whatever they accept lies within the
/// stated limits (`Limits`).
///
/// ```swift
/// ParserFuzzing.check(Array("frames 3\ndown 1 2".utf8))   // traps on a finding
/// ```
package enum ParserFuzzing {
    /// Parses `bytes` as a script and as every kind of number the command line takes; a broken limit traps.
    package static func check(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let script = try? Script.parse(text, file: "fuzz") {
            var frames = 0, shots = 0
            for (_, command) in script.commands {
                switch command {
                case .frames(let n), .move(_, let n):
                    precondition(Limits.scriptFrames.range.contains(n), "frames \(n) outside the limit")
                    frames += n
                    if case .move(let p, _) = command { checkPoint(p) }
                case .down(let p), .altDown(let p): checkPoint(p); frames += 1
                case .up, .key: frames += 1
                case .text(let text):
                    precondition(!text.isEmpty && text.utf8.count <= Limits.scriptTextBytes, "text of \(text.utf8.count) bytes")
                    frames += 1
                case .compose(let text, let cursor):
                    precondition(text.utf8.count <= Limits.scriptTextBytes, "compose of \(text.utf8.count) bytes")
                    precondition((0...text.unicodeScalars.count).contains(cursor), "compose cursor \(cursor)")
                    frames += 1
                case .wheel(let dy), .zoom(let dy):
                    precondition(dy.isFinite && Limits.scriptWheel.range.contains(Double(dy)), "wheel \(dy)")
                    frames += 1
                case .pinch(let p, let scale, let n):
                    checkPoint(p)
                    precondition(Limits.scriptPinchScale.range.contains(Double(scale)), "pinch scale \(scale)")
                    precondition(Limits.scriptFrames.range.contains(n), "pinch frames \(n)")
                    frames += n + 2
                case .shot(let name):
                    precondition(!name.isEmpty && name.utf8.count <= Limits.shotNameBytes && !name.hasPrefix("."), "shot \(name)")
                    precondition(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }, "shot \(name)")
                    shots += 1
                }
            }
            precondition(frames <= Limits.scriptTotalFrames && shots <= Limits.scriptShots, "script over its budget")
        }
        // The same bytes as each kind of command-line number (the first line: arguments have no newline).
        let argument = String(text.prefix { $0 != "\n" }.prefix(64))
        for limit in [Limits.benchFrames, Limits.benchSteadyFrames, Limits.curveSamples, Limits.scriptFrames] {
            if let n = try? limit.parse(argument, argument: "--n") { precondition(limit.range.contains(n), "\(n)") }
        }
        for limit in [Limits.scale, Limits.curveDuration, Limits.springMass, Limits.springStiffness, Limits.springDamping,
                      Limits.dampingRatio, Limits.springVelocity, Limits.bezierY, Limits.sizePoints] {
            if let v = try? limit.parse(argument, argument: "--x") {
                precondition(v.isFinite && limit.range.contains(v) && !(limit.excludingLower && v == limit.range.lowerBound), "\(v)")
            }
        }
        if let size = try? PlaygroundError.parseSize(argument) {
            precondition(Limits.sizePoints.range.contains(Double(size.width)) && Limits.sizePoints.range.contains(Double(size.height)))
        }
    }

    private static func checkPoint(_ p: CGPoint) {
        precondition(p.x.isFinite && p.y.isFinite && Limits.scriptCoordinate.range.contains(Double(p.x))
                     && Limits.scriptCoordinate.range.contains(Double(p.y)), "point \(p)")
    }
}
