public enum PushLint {}
