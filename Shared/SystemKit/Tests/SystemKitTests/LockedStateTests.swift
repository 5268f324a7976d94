import SystemKit
import Testing

@Suite("A value behind a lock")
struct LockedStateTests {
    @Test("Given a counter behind a lock When many tasks add to it at once Then no addition is lost")
    func concurrentAdditions() async {
        let counter = LockedState(0)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
                }
            }
        }

        #expect(counter.withLock { $0 } == 8_000)
    }

    @Test("Given a locked value When the body throws Then the error comes out and the lock is free again")
    func throwingBody() {
        struct Refused: Error {}
        let names = LockedState(["Ana"])

        #expect(throws: Refused.self) {
            try names.withLock { _ in throw Refused() }
        }
        names.withLock { $0.append("Ben") }

        #expect(names.withLock { $0 } == ["Ana", "Ben"])
    }
}
