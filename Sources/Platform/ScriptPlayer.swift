import Foundation

/// Turns script commands into frames and input on a pipeline, the same for the headless runner and the window:
/// `step` runs one frame with the given input delivered at its start, `shot` writes a picture.
struct ScriptPlayer {
    /// Where the pointer is, for `move` (interpolated from here) and `up`.
    private(set) var pointer = CGPoint.zero

    mutating func perform(_ command: Script.Command, on pipeline: FramePipeline,
                          step: (() -> Void) -> Void, shot: (String) throws -> Void) rethrows {
        switch command {
        case .frames(let n):
            for _ in 0..<n { step {} }
        case .down(let p):
            pointer = p
            step { pipeline.pointerDown(at: p) }
        case .move(let target, let n):
            let start = pointer
            let count = max(n, 1)
            for i in 1...count {
                let f = CGFloat(i) / CGFloat(count)
                let p = CGPoint(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)
                pointer = p
                step { pipeline.pointerMoved(to: p) }
            }
        case .up:
            let p = pointer
            step { pipeline.pointerUp(at: p) }
        case .wheel(let dy):
            step { pipeline.wheel(dy) }
        case .key(let name):
            step { pipeline.key(name) }
        case .shot(let name):
            try shot(name)
        }
    }
}
