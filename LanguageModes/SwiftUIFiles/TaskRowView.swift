#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// To-do rows from an ObservableObject store: a check button, the title struck through when done,
// a due date and a priority flag.

final class TaskStore: ObservableObject {
  struct Task: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
    var due: Date?
    var isFlagged: Bool
  }

  @Published var tasks: [Task] = [
    Task(
      id: 1, title: "Renew passport", isDone: false, due: Date(timeIntervalSince1970: 1_798_000_000),
      isFlagged: true),
    Task(id: 2, title: "Book dentist", isDone: true, due: nil, isFlagged: false),
    Task(
      id: 3, title: "Return library books before the holidays start", isDone: false,
      due: Date(timeIntervalSince1970: 1_798_500_000), isFlagged: false),
  ]
}

struct TaskRowView: View {
  let task: TaskStore.Task
  var toggle: () -> Void = {}

  var body: some View {
    HStack(spacing: 12) {
      Button(action: toggle) {
        Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
          .font(.title2)
          .foregroundStyle(task.isDone ? Color.green : Color.secondary)
      }
      .buttonStyle(.plain)
      VStack(alignment: .leading, spacing: 2) {
        Text(task.title)
          .strikethrough(task.isDone)
          .foregroundStyle(task.isDone ? .secondary : .primary)
        if let due = task.due {
          Text(due, style: .date)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer(minLength: 8)
      if task.isFlagged {
        Image(systemName: "flag.fill")
          .foregroundStyle(.orange)
      }
    }
    .padding(.vertical, 6)
    .contentShape(Rectangle())
  }
}

struct TaskListView: View {
  @StateObject private var store = TaskStore()

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Tasks").font(.largeTitle.bold()).padding(.bottom, 8)
      ForEach(store.tasks) { task in
        TaskRowView(task: task)
          .accessibilityIdentifier("task\(task.id)")
        Divider()
      }
      Spacer()
    }
    .padding(.horizontal)
  }
}

#Preview {
  TaskListView()
}
