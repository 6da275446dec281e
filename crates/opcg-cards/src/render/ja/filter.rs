//! Cards a clause names: 手札・デッキ filters, field selectors, durations, signed numbers.

use super::*;

pub(crate) fn traits(t: &[String]) -> String {
    if let [one] = t {
        if let Some(part) = one.strip_suffix('*') {
            return format!("『{part}』を含む特徴を持つ");
        }
    }
    let inner: Vec<String> = t.iter().map(|t| format!("《{t}》")).collect();
    format!("特徴{}を持つ", inner.join("か"))
}

pub(super) fn cost_part(f: &Filter) -> String {
    let s = match (f.cost_min, f.cost_max) {
        (Some(a), Some(b)) if a == b => format!("コスト{a}の"),
        (None, Some(b)) => format!("コスト{b}以下の"),
        (Some(a), None) => format!("コスト{a}以上の"),
        (Some(a), Some(b)) => format!("コスト{a}から{b}の"),
        _ => String::new(),
    };
    s + &range_part("元々のコスト", f.base_cost_min, f.base_cost_max)
}

pub(super) fn power_part(f: &Filter) -> String {
    let s = match (f.power_min, f.power_max) {
        (None, Some(b)) => format!("パワー{b}以下の"),
        (Some(a), None) => format!("パワー{a}以上の"),
        (Some(a), Some(b)) if a == b => format!("パワー{a}の"),
        _ => String::new(),
    };
    s + &range_part("元々のパワー", f.base_power_min, f.base_power_max)
}

/// 「元々のコスト3以下の」
fn range_part(what: &str, min: Option<i32>, max: Option<i32>) -> String {
    match (min, max) {
        (Some(a), Some(b)) if a == b => format!("{what}{a}の"),
        (None, Some(b)) => format!("{what}{b}以下の"),
        (Some(a), None) => format!("{what}{a}以上の"),
        _ => String::new(),
    }
}

/// Hand or deck cards (without the count).
pub fn hand_filter(f: &Filter) -> String {
    if let Some(q) = qualities(&f.any_of) {
        // 「…特徴《A》か属性(斬)を持つキャラカード」: the kind and limits are shared
        let rest = Filter { any_of: Vec::new(), ..f.clone() };
        let s = hand_filter(&rest);
        // the qualities go where a trait would: after the limits, before the kind word
        let kind_at = s.rfind(match rest.kind {
            Some(CardKind::Character) => "キャラカード",
            Some(CardKind::Event) => "イベント",
            Some(CardKind::Stage) => "ステージカード",
            _ => "カード",
        });
        if let Some(at) = kind_at {
            let limits = &s[..at];
            let comma = if limits.is_empty() || limits.ends_with("以外の") { "" } else { "、" };
            return format!("{limits}{comma}{q}{}", &s[at..]);
        }
    }
    if !f.any_of.is_empty() {
        let outer = Filter { any_of: Vec::new(), ..f.clone() };
        let mut s = String::new();
        if let Some(n) = &outer.name_not {
            s.push_str(&format!("「{n}」以外の"));
        }
        let limits = cost_part(&outer) + &power_part(&outer);
        if !limits.is_empty() {
            s.push_str(&limits);
            s.push('、');
        }
        let alts: Vec<String> = f
            .any_of
            .iter()
            .map(|a| match (&a.name, a.kind, a.traits.is_empty()) {
                (Some(NameMatch::Exact(n)), None, true) => format!("「{n}」"),
                _ => hand_filter(a),
            })
            .collect();
        return s + &alts.join("か");
    }
    let mut s = String::new();
    if let Some(n) = &f.name_not {
        s.push_str(&format!("「{n}」以外の"));
    }
    s.push_str(&cost_part(f));
    s.push_str(&power_part(f));
    if f.no_text == Some(true) {
        s.push_str("元々の効果のない");
    }
    s.push_str(colour(f.colour));
    if !f.traits.is_empty() {
        s.push_str(&traits(&f.traits));
    }
    s.push_str(attribute(f.attribute));
    if f.has_trigger == Some(true) {
        s.push_str("【トリガー】を持つ");
    }
    match (f.kind, &f.name) {
        (None, Some(NameMatch::Exact(n))) if f.traits.is_empty() && f.name_not.is_none() => {
            s.push_str(&format!("「{n}」"));
        }
        _ => s.push_str(match f.kind {
            Some(CardKind::Character) => "キャラカード",
            Some(CardKind::Event) => "イベント",
            Some(CardKind::Stage) => "ステージカード",
            _ => "カード",
        }),
    }
    s
}

/// 「特徴《A》か属性(斬)を持つ」 / 「特徴《A》か【トリガー】を持つ」: two qualities of one card.
pub(crate) fn qualities(alts: &[Filter]) -> Option<String> {
    match alts {
        [a, b] if !a.traits.is_empty() && *a == Filter { traits: a.traits.clone(), ..Filter::any() } => {
            let t: String = a.traits.iter().map(|t| format!("《{t}》")).collect::<Vec<_>>().join("か");
            let other = if *b == (Filter { has_trigger: Some(true), ..Filter::any() }) {
                "【トリガー】".to_string()
            } else if let (Some(x), true) = (b.attribute, *b == Filter { attribute: b.attribute, ..Filter::any() }) {
                attribute(Some(x)).trim_end_matches("を持つ").to_string()
            } else {
                return None;
            };
            Some(format!("特徴{t}か{other}を持つ"))
        }
        _ => None,
    }
}

/// The words before the card word: the parts of [`crate::grammar::filter`].
pub(crate) fn prefix(f: &Filter) -> String {
    crate::grammar::filter::write_before(f, LANG)
}

pub(super) fn attribute(a: Option<opcg_engine::Attribute>) -> &'static str {
    a.map_or("", |a| crate::grammar::words::text_of(crate::grammar::words::ATTRIBUTES, &a, LANG))
}

pub(super) fn colour(c: Option<Colour>) -> &'static str {
    c.map_or("", |c| crate::grammar::words::text_of(crate::grammar::words::COLOURS, &c, LANG))
}

pub fn selector(ctx: &Ctx, s: &Selector) -> String {
    crate::grammar::filter::write_selector(ctx, s, LANG)
}

pub(super) fn duration(d: Duration) -> &'static str {
    words::text_of(words::DURATIONS, &d, LANG)
}

pub(super) fn signed(v: i32) -> String {
    if v < 0 { format!("-{}", v.unsigned_abs()) } else { format!("+{v}") }
}

pub(super) fn amount(a: &Amount) -> String {
    match a {
        Amount::Fixed(v) => signed(*v),
        Amount::PerCount { each, per, of } => format!("{}({}{per}枚につき)", signed(*each), counted_noun(of)),
    }
}
