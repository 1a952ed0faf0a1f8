#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A sign-in screen as most apps write it: a logo, two fields with focus, a prominent button as
// wide as the form, and a footer pinned to the bottom.

struct LoginScreen: View {
  enum Field: Hashable { case email, password }

  @State private var email = ""
  @State private var password = ""
  @State private var isSigningIn = false
  @FocusState private var focusedField: Field?

  var body: some View {
    VStack(spacing: 24) {
      Spacer()
      VStack(spacing: 8) {
        Image(systemName: "bolt.heart.fill")
          .font(.system(size: 48))
          .foregroundStyle(.tint)
        Text("Welcome back")
          .font(.largeTitle.bold())
        Text("Sign in to sync your workouts")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      VStack(spacing: 12) {
        TextField("Email", text: $email)
          .textContentType(.emailAddress)
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .focused($focusedField, equals: .email)
          .submitLabel(.next)
          .onSubmit { focusedField = .password }
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("email")
        SecureField("Password", text: $password)
          .textContentType(.password)
          .focused($focusedField, equals: .password)
          .submitLabel(.go)
          .onSubmit(signIn)
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("password")
      }
      Button(action: signIn) {
        Text("Sign In")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .disabled(email.isEmpty || password.isEmpty)
      .accessibilityIdentifier("signIn")
      Button("Forgot password?") {}
        .font(.footnote)
      Spacer()
      HStack(spacing: 4) {
        Text("New here?")
          .foregroundStyle(.secondary)
        Button("Create an account") {}
      }
      .font(.footnote)
      .accessibilityIdentifier("footer")
    }
    .padding(.horizontal, 24)
    .onAppear { focusedField = .email }
  }

  private func signIn() {
    isSigningIn = true
  }
}

#Preview("Sign in") {
  LoginScreen()
}
