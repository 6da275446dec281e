//! A position in one line of normalised card text, with the small matching steps both grammars
//! are built from. Every step either advances and succeeds or leaves the position unchanged.

/// Reads a string from a byte position; never panics (positions stay on char boundaries).
#[derive(Clone, Copy, Debug)]
pub struct Cursor<'a> {
    pub src: &'a str,
    pub pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(src: &'a str) -> Self {
        Cursor { src, pos: 0 }
    }

    pub fn rest(&self) -> &'a str {
        self.src.get(self.pos..).unwrap_or("")
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    pub fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    pub fn starts(&self, s: &str) -> bool {
        self.rest().starts_with(s)
    }

    /// Consumes `s` exactly.
    pub fn lit(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Consumes the first of `alts` that matches (list longer alternatives first).
    pub fn any(&mut self, alts: &[&str]) -> bool {
        alts.iter().any(|a| self.lit(a))
    }

    /// Consumes `s`, its first letter in either case ("give"/"Give"; ASCII case only, as the
    /// templates' words are ASCII).
    pub fn word(&mut self, s: &str) -> bool {
        let mut chars = s.chars();
        let Some(first) = chars.next() else { return true };
        let tail = chars.as_str();
        let Some(c) = self.peek() else { return false };
        if c.eq_ignore_ascii_case(&first) && self.rest()[c.len_utf8()..].starts_with(tail) {
            self.pos += c.len_utf8() + tail.len();
            true
        } else {
            false
        }
    }

    /// Optional spaces (ASCII and ideographic).
    pub fn spaces(&mut self) {
        while let Some(c) = self.peek() {
            if c == ' ' || c == '\u{3000}' {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
    }

    /// A decimal number (ASCII or full-width digits), at most 9 digits.
    pub fn num(&mut self) -> Option<i32> {
        let mut v: i64 = 0;
        let mut n = 0;
        let start = self.pos;
        while let Some(c) = self.peek() {
            let d = match c {
                '0'..='9' => c as u32 - '0' as u32,
                '０'..='９' => c as u32 - '０' as u32,
                _ => break,
            };
            if n >= 9 {
                self.pos = start;
                return None;
            }
            v = v * 10 + i64::from(d);
            n += 1;
            self.pos += c.len_utf8();
        }
        if n == 0 {
            None
        } else {
            i32::try_from(v).ok()
        }
    }

    /// A small count (0‥=255).
    pub fn count(&mut self) -> Option<u8> {
        let save = self.pos;
        match self.num().and_then(|n| u8::try_from(n).ok()) {
            Some(n) => Some(n),
            None => {
                self.pos = save;
                None
            }
        }
    }

    /// A sign: + or one of the minus signs in use (−, -, –, －, ‐); `Some(true)` for plus.
    pub fn sign(&mut self) -> Option<bool> {
        if self.any(&["+", "＋"]) {
            Some(true)
        } else if self.any(&["\u{2212}", "-", "\u{2013}", "－", "‐"]) {
            Some(false)
        } else {
            None
        }
    }

    /// The text up to (not including) `close`, consuming `close`; fails on a line without it or
    /// an empty text.
    pub fn until(&mut self, close: &str) -> Option<&'a str> {
        let rest = self.rest();
        let i = rest.find(close)?;
        if i == 0 {
            return None;
        }
        self.pos += i + close.len();
        Some(&rest[..i])
    }

    /// Does `read` succeed here? (The position does not move.)
    pub fn ahead<T>(&self, read: impl Fn(&mut Cursor<'a>) -> Option<T>) -> bool {
        let mut p = *self;
        read(&mut p).is_some()
    }

    /// One `item` or more separated by `sep` ("\[A\] or \[B\]", 「「A」か「B」」): `None` when the
    /// first item is not there or an item after a separator is not (the caller's `attempt`
    /// restores the position).
    pub fn separated<T>(&mut self, sep: &str, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.lit(sep) {
            out.push(item(self)?);
        }
        Some(out)
    }

    /// Runs `f`; on `None` the position is restored.
    pub fn attempt<T>(&mut self, f: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        let save = self.pos;
        let r = f(self);
        if r.is_none() {
            self.pos = save;
        }
        r
    }
}
