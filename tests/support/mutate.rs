//! Structured mutations of JSON documents for the fuzz tests (shared by the crates' fuzz tests,
//! which include this file by path): a valid save, card list or stored list is turned into a
//! near-miss — a number replaced by an extreme (`i32::MAX`, `i32::MIN`, `u64::MAX`, −1, a
//! float…), a field dropped, a string cut, a value of another type, an element repeated — so
//! the readers are tested far past the first syntax error that random bytes would hit.
//!
//! An [`Edit`] is three numbers, so proptest generates and shrinks lists of them directly.

#![allow(dead_code)]

use serde_json::{Number, Value};

/// Numbers that break naive arithmetic or conversions.
pub const EXTREMES: &[i128] = &[
    i32::MAX as i128,
    i32::MIN as i128,
    i32::MAX as i128 + 1,
    i64::MAX as i128,
    i64::MIN as i128,
    u64::MAX as i128,
    u32::MAX as i128,
    u16::MAX as i128,
    u16::MAX as i128 + 1,
    u8::MAX as i128,
    u8::MAX as i128 + 1,
    -1,
    0,
    1,
    -1000,
    999_999_999,
];

/// One edit: `(kind, which node, a parameter)`; every value is valid (taken modulo).
pub type Edit = (u8, u32, u32);

/// A JSON value for an extreme: integers where they fit, else a float.
fn extreme(k: u32) -> Value {
    let k = k as usize;
    if k % 17 == 16 {
        return Value::Number(Number::from_f64(if k.is_multiple_of(2) { 1e300 } else { -0.5 }).unwrap_or_else(|| Number::from(0)));
    }
    let n = EXTREMES[k % EXTREMES.len()];
    if let Ok(v) = i64::try_from(n) {
        Value::from(v)
    } else if let Ok(v) = u64::try_from(n) {
        Value::from(v)
    } else {
        Value::Null
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    Any,
    Number,
    String,
    Container,
}

fn matches(v: &Value, pick: Pick) -> bool {
    match pick {
        Pick::Any => true,
        Pick::Number => v.is_number(),
        Pick::String => v.is_string(),
        Pick::Container => matches!(v, Value::Array(a) if !a.is_empty()) || matches!(v, Value::Object(o) if !o.is_empty()),
    }
}

fn count(v: &Value, pick: Pick) -> usize {
    let own = usize::from(matches(v, pick));
    own + match v {
        Value::Array(a) => a.iter().map(|x| count(x, pick)).sum(),
        Value::Object(o) => o.values().map(|x| count(x, pick)).sum(),
        _ => 0,
    }
}

/// Runs `f` on the `n`-th node (pre-order) that matches `pick`; true once it ran.
fn visit<F: FnOnce(&mut Value)>(v: &mut Value, pick: Pick, n: &mut usize, f: &mut Option<F>) -> bool {
    if matches(v, pick) {
        if *n == 0 {
            if let Some(f) = f.take() {
                f(v);
            }
            return true;
        }
        *n -= 1;
    }
    match v {
        Value::Array(a) => a.iter_mut().any(|x| visit(x, pick, n, f)),
        Value::Object(o) => o.values_mut().any(|x| visit(x, pick, n, f)),
        _ => false,
    }
}

fn with_nth(v: &mut Value, pick: Pick, which: u32, f: impl FnOnce(&mut Value)) {
    let total = count(v, pick);
    if total == 0 {
        return;
    }
    let mut n = which as usize % total;
    visit(v, pick, &mut n, &mut Some(f));
}

/// Applies one edit.
pub fn apply(v: &mut Value, (kind, which, param): Edit) {
    match kind % 6 {
        // A number becomes an extreme (the most useful edit: weighted twice).
        0 | 1 => with_nth(v, Pick::Number, which, |x| *x = extreme(param)),
        // A field or element is dropped.
        2 => with_nth(v, Pick::Container, which, |x| match x {
            Value::Array(a) => {
                let i = param as usize % a.len();
                a.remove(i);
            }
            Value::Object(o) => {
                if let Some(k) = o.keys().nth(param as usize % o.len()).cloned() {
                    o.remove(&k);
                }
            }
            _ => {}
        }),
        // A string is cut (at a character boundary).
        3 => with_nth(v, Pick::String, which, |x| {
            if let Value::String(s) = x {
                let cut = s.char_indices().map(|(i, _)| i).nth(param as usize % (s.chars().count() + 1)).unwrap_or(s.len());
                s.truncate(cut);
            }
        }),
        // Any value becomes one of another type.
        4 => with_nth(v, Pick::Any, which, |x| {
            *x = match param % 6 {
                0 => Value::Null,
                1 => Value::from(""),
                2 => Value::Array(Vec::new()),
                3 => Value::Object(serde_json::Map::new()),
                4 => Value::from(true),
                _ => extreme(param / 6),
            }
        }),
        // An element of a list is repeated.
        _ => with_nth(v, Pick::Container, which, |x| {
            if let Value::Array(a) = x {
                let i = param as usize % a.len();
                let copies = 1 + (param as usize / 7) % 8;
                let e = a[i].clone();
                for _ in 0..copies {
                    a.insert(i, e.clone());
                }
            }
        }),
    }
}

/// Applies every edit, in order.
pub fn mutate(v: &mut Value, edits: &[Edit]) {
    for &e in edits {
        apply(v, e);
    }
}

/// Only numbers replaced by extremes (for data that must still deserialise, like card stats).
pub fn extremes_only(v: &mut Value, edits: &[Edit]) {
    for &(_, which, param) in edits {
        apply(v, (0, which, param));
    }
}

/// The text cut at a character boundary near `at` (per mille of its length).
pub fn cut_text(s: &str, at: u32) -> &str {
    let mut i = s.len() * (at as usize % 1001) / 1000;
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    &s[..i]
}

/// The number of cases of a fuzz target: `FUZZ_CASES` when set (to run at scale by hand),
/// else the bounded count CI runs.
pub fn cases(ci_default: u32) -> u32 {
    std::env::var("FUZZ_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(ci_default)
}
