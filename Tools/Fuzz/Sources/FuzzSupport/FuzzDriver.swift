import CLibFuzzer
import Foundation

/// Runs libFuzzer with the process's arguments, handing every input to one body.
///
/// Each fuzzer's `main.swift` is one call: `FuzzDriver.run { bytes in … }`. The body checks
/// what its parser promises and calls ``Property/require(_:_:)`` for each promise, so a
/// broken promise traps and libFuzzer keeps the input as a crash.
public enum FuzzDriver {
    nonisolated(unsafe) private static var body: ((UnsafeRawBufferPointer) -> Void)?

    public static func run(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            let bytes = UnsafeRawBufferPointer(start: data, count: size)
            FuzzDriver.body?(bytes)
            return 0
        }
        exit(status)
    }
}
