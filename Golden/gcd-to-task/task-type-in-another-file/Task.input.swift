/// The app's to-do item: a type named Task, so `Task { }` no longer means Swift's task.
struct Task {
    var title: String
    var isDone = false
}
