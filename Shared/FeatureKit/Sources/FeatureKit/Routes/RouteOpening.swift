import Navigation

/// What a feature makes of one of its routes: the flow that builds the screen with the
/// back stack a person would have walked (not started yet, so nothing is on the stack),
/// or why it cannot, said in the app language ("There is no saved contact …").
@MainActor
public enum RouteOpening {
    case flow(Flow)
    case refused(String)
}
