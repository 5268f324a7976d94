/// The channel a ViewModel reports its flow steps into. The ViewModel never
/// decides where to go next; whichever flow listens does.
@MainActor
public final class FlowStepEmitter<Step: FlowStep> {
    private var receiver: ((Step) -> Void)?

    public init() {}

    /// Sends `step` to the listening flow; without a listener it is dropped.
    public func emit(_ step: Step) {
        receiver?(step)
    }

    /// Routes every step emitted from now on to `receiver`.
    public func listen(_ receiver: @escaping (Step) -> Void) {
        self.receiver = receiver
    }
}
