import Navigation
import Testing

enum TestStep: FlowStep, Equatable {
    case itemTappedFromList(id: String)
    case backTappedFromDetails
}

@MainActor
@Suite("Given a flow step emitter")
struct FlowStepEmitterTests {
    @Test("When a listener is attached and steps are emitted Then it receives each step in order")
    func delivers() {
        let emitter = FlowStepEmitter<TestStep>()
        var received: [TestStep] = []
        emitter.listen { received.append($0) }

        emitter.emit(.itemTappedFromList(id: "7"))
        emitter.emit(.backTappedFromDetails)

        #expect(received == [.itemTappedFromList(id: "7"), .backTappedFromDetails])
    }

    @Test("When a step is emitted before anyone listens Then it is dropped, not delivered later")
    func dropsWithoutListener() {
        let emitter = FlowStepEmitter<TestStep>()
        var received: [TestStep] = []

        emitter.emit(.backTappedFromDetails)
        emitter.listen { received.append($0) }

        #expect(received.isEmpty)
    }

    @Test("When a second listener is attached Then only it receives the following steps")
    func replacesListener() {
        let emitter = FlowStepEmitter<TestStep>()
        var first: [TestStep] = []
        var second: [TestStep] = []
        emitter.listen { first.append($0) }
        emitter.listen { second.append($0) }

        emitter.emit(.backTappedFromDetails)

        #expect(first.isEmpty)
        #expect(second == [.backTappedFromDetails])
    }
}
