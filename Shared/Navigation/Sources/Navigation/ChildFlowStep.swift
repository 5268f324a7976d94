/// What a child flow tells the flow that started it, as an explicit step: the child sends it
/// (``Flow/finish()``, which it calls itself once it ``Flow/isDone``), the parent handles it
/// (``Flow/handle(_:from:)``) and decides what follows.
public enum ChildFlowStep: FlowStep, Equatable {
    /// The child is done: none of its screens is left on the stack and nothing of its runs.
    case done
}
