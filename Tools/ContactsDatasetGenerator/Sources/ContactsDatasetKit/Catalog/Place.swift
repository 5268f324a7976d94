/// A city and the state, region or province it lies in.
struct Place: Sendable {
    let city: String
    let state: String

    init(_ city: String, _ state: String) {
        self.city = city
        self.state = state
    }
}
