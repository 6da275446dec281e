//! Japanese templates, mirroring [`crate::compile::ja`].

use opcg_engine::effect::{
    Ability, Act, ActTiming, Amount, Condition, Continuous, Cost, Counted, DeckRule, Duration, Effect, Extra,
    Filter, KoCause, Modifier, NameMatch, PickTo, PlayFrom, PlayerRestriction, Prohibition, Replaceable,
    RestTo, Selector, Side, StaticTarget, Targetable, When,
};
use opcg_engine::{CardKind, Colour, Keyword};

use super::Ctx;

/// The continuative form (連用形) of a final verb form: 引く→引き, 捨てる→捨て, KOする→KOし.
#[must_use]
pub fn continuative(final_form: &str) -> String {
    if let Some(s) = final_form.strip_suffix("する") {
        format!("{s}し")
    } else if let Some(s) = final_form.strip_suffix("得る") {
        format!("{s}得")
    } else if let Some(s) = final_form.strip_suffix('る') {
        s.to_string()
    } else if let Some(s) = final_form.strip_suffix('く') {
        format!("{s}き")
    } else if let Some(s) = final_form.strip_suffix('す') {
        format!("{s}し")
    } else {
        final_form.to_string()
    }
}

pub fn keyword_tag(k: Keyword) -> &'static str {
    match k {
        Keyword::Rush => "【速攻】",
        Keyword::DoubleAttack => "【ダブルアタック】",
        Keyword::Banish => "【バニッシュ】",
        Keyword::Blocker => "【ブロッカー】",
        Keyword::RushCharacter => "【速攻：キャラ】",
        Keyword::Unblockable => "【ブロック不可】",
    }
}

pub fn reminder(k: Keyword) -> &'static str {
    match k {
        Keyword::Rush => "(このカードは登場したターンにアタックできる)",
        Keyword::DoubleAttack => "(このカードが与えるダメージは2になる)",
        Keyword::Banish => "(このカードがダメージを与えた場合、トリガーは発動せずそのカードはトラッシュに置かれる)",
        Keyword::Blocker => "(相手のアタックの後、このカードをレストにし、アタックの対象をこのカードにできる)",
        Keyword::RushCharacter => "(このカードは登場したターンにキャラにアタックできる)",
        Keyword::Unblockable => "(このカードはブロックされない)",
    }
}

pub fn keyword_line(k: Keyword) -> String {
    format!("{}{}", keyword_tag(k), reminder(k))
}

fn when_tag(w: &When) -> &'static str {
    match w {
        When::OnPlay => "【登場時】",
        When::WhenAttacking => "【アタック時】",
        When::OnBlock => "【ブロック時】",
        When::OnKo => "【KO時】",
        When::EndOfYourTurn => "【自分のターン終了時】",
        When::EndOfOpponentsTurn => "【相手のターン終了時】",
        When::OnOpponentsAttack => "【相手のアタック時】",
        When::StartOfYourTurn => "自分のターン開始時、",
        When::StartOfYourMain => "自分のメインフェイズ開始時、",
        When::EndOfBattle => "バトル終了時、",
        When::CharacterKoed(Side::You) => "自分のキャラがKOされた時、",
        When::CharacterKoed(Side::Opponent) => "相手のキャラがKOされた時、",
        When::CharacterKoed(Side::Either) => "キャラがKOされた時、",
        When::YouTakeDamage => "自分がダメージを受けた時、",
        When::YouPlayCharacter => "自分がキャラを登場させた時、",
        When::YouActivateEvent => "自分がイベントを発動した時、",
        When::LeavesField => "このカードが場を離れた時、",
    }
}

fn timing_tag(t: ActTiming) -> &'static str {
    match t {
        ActTiming::ActivateMain => "【起動メイン】",
        ActTiming::Main => "【メイン】",
        ActTiming::Counter => "【カウンター】",
    }
}

fn is_tag(c: &Condition) -> bool {
    matches!(c, Condition::Don(_) | Condition::YourTurn | Condition::OpponentsTurn)
}

fn this(ctx: &Ctx) -> &'static str {
    match ctx.kind {
        CardKind::Leader => "このリーダー",
        CardKind::Stage => "このステージ",
        CardKind::Event | CardKind::Don => "このカード",
        CardKind::Character => "このキャラ",
    }
}

/// The condition before 「場合、」.
pub fn condition(ctx: &Ctx, c: &Condition) -> String {
    match c {
        Condition::Don(n) => format!("【ドン‼×{n}】"),
        Condition::YourTurn => "【自分のターン中】".into(),
        Condition::OpponentsTurn => "【相手のターン中】".into(),
        Condition::LeaderHasTrait(t) => format!("自分のリーダーが{}", traits(std::slice::from_ref(t))),
        Condition::LeaderNamed(n) => format!("自分のリーダーが「{n}」の"),
        Condition::ThisRested => format!("{}がレストの", this(ctx)),
        Condition::AtMost(k, n) => counted(k, *n, "以下"),
        Condition::AtLeast(k, n) => counted(k, *n, "以上"),
        Condition::Not(inner) => match &**inner {
            Condition::AtLeast(Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(n)), .. }), 1) => {
                format!("自分の「{n}」がいない")
            }
            other => format!("{}でない", condition(ctx, other)),
        },
    }
}

fn counted(k: &Counted, n: i32, cmp: &str) -> String {
    let (who, ends) = match k {
        Counted::YourLife => ("自分のライフが".to_string(), "の"),
        Counted::OpponentLife => ("相手のライフが".to_string(), "の"),
        Counted::YourHand => ("自分の手札が".to_string(), "の"),
        Counted::YourTrash => ("自分のトラッシュが".to_string(), "ある"),
        Counted::YourDonOnField => ("自分の場のドン‼が".to_string(), "ある"),
        Counted::YourDeck => ("自分のデッキが".to_string(), "の"),
        Counted::DonOnThis => ("このカードに付与されているドン‼が".to_string(), "の"),
        Counted::YourCharacters(Filter { name: Some(NameMatch::Exact(name)), .. }) if n == 1 && cmp == "以上" => {
            return format!("自分の「{name}」がいる");
        }
        Counted::YourCharacters(f) if n == 1 && cmp == "以上" => {
            let not_this = if f.not_this { "このキャラ以外の" } else { "" };
            return format!("{not_this}自分の{}キャラがいる", prefix(f));
        }
        Counted::OpponentCharacters(f) if n == 1 && cmp == "以上" => {
            return format!("相手の{}キャラがいる", prefix(f));
        }
        Counted::YourCharacters(f) => (format!("自分の{}キャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
        Counted::OpponentCharacters(f) => (format!("相手の{}キャラが", prefix(f)), if cmp == "以下" { "の" } else { "いる" }),
    };
    format!("{who}{n}枚{cmp}{ends}")
}

fn counted_noun(k: &Counted) -> String {
    match k {
        Counted::YourTrash => "自分のトラッシュ".into(),
        Counted::YourHand => "自分の手札".into(),
        Counted::YourLife => "自分のライフ".into(),
        Counted::OpponentLife => "相手のライフ".into(),
        Counted::YourDeck => "自分のデッキ".into(),
        Counted::YourDonOnField => "自分の場のドン‼".into(),
        Counted::DonOnThis => "このカードのドン‼".into(),
        Counted::YourCharacters(f) => format!("自分の{}キャラ", prefix(f)),
        Counted::OpponentCharacters(f) => format!("相手の{}キャラ", prefix(f)),
    }
}

fn tags(conditions: &[Condition], head: &str, once: bool) -> String {
    let mut s: String = conditions.iter().filter(|c| is_tag(c)).map(|c| condition(&Ctx::default(), c)).collect();
    s.push_str(head);
    if once {
        s.push_str("【ターン1回】");
    }
    s
}

fn if_prefix(ctx: &Ctx, conditions: &[Condition]) -> String {
    let v: Vec<String> = conditions.iter().filter(|c| !is_tag(c)).map(|c| condition(ctx, c)).collect();
    if v.is_empty() {
        String::new()
    } else {
        format!("{}場合、", v.join("、"))
    }
}

pub fn ability(ctx: Ctx, a: &Ability) -> String {
    match a {
        Ability::Auto { when, conditions, once_per_turn, cost, effect: e } => {
            format!("{}{}", tags(conditions, when_tag(when), *once_per_turn), body(&ctx, conditions, cost, e))
        }
        Ability::Activated { timing, conditions, once_per_turn, cost, effect: e } => {
            format!("{}{}", tags(conditions, timing_tag(*timing), *once_per_turn), body(&ctx, conditions, cost, e))
        }
        Ability::Permanent { conditions, effect: e } => {
            format!("{}{}{}。", tags(conditions, "", false), if_prefix(&ctx, conditions), continuous(&ctx, e))
        }
        Ability::Replacement { event, conditions, once_per_turn, optional, instead } => {
            let ev = match event {
                Replaceable::WouldBeKoed { target, cause } => format!(
                    "{}が{}KOされる",
                    static_target(&ctx, target),
                    match cause {
                        Some(KoCause::Battle) => "バトルで",
                        Some(KoCause::Effect) => "効果で",
                        None => "",
                    }
                ),
                Replaceable::WouldLeaveFieldByOpponentsEffect { target } => {
                    format!("{}が相手の効果で場を離れる", static_target(&ctx, target))
                }
            };
            let may = if *optional { "ことができる" } else { "" };
            format!(
                "{}{}{ev}場合、代わりに{}{may}。",
                tags(conditions, "", *once_per_turn),
                if_prefix(&ctx, conditions),
                chain(&ctx, instead, false)
            )
        }
        Ability::DeckRule(DeckRule::MayInclude { number, count }) => {
            format!("ルール上、自分のデッキに「{number}」を{count}枚まで入れることができる。")
        }
        Ability::DeckRule(DeckRule::CannotInclude(f)) => {
            format!("ルール上、自分のデッキに{}を入れることができない。", hand_filter(f))
        }
        Ability::StartOfGame(e) => format!("ゲーム開始時、{}", effect(ctx, e)),
        Ability::AlsoHas(Extra::Name(n)) => format!("ルール上、このカードはカード名を「{n}」としても扱う。"),
        Ability::AlsoHas(Extra::Trait(t)) => format!("ルール上、このカードは特徴《{t}》としても扱う。"),
        Ability::AlsoHas(Extra::Attribute(a)) => format!("ルール上、このカードは属性を{a:?}としても扱う。"),
    }
}

fn body(ctx: &Ctx, conditions: &[Condition], cost: &[Cost], e: &Effect) -> String {
    let mut s = String::new();
    if !cost.is_empty() {
        s.push_str(&costs(ctx, cost));
    }
    s.push_str(&if_prefix(ctx, conditions));
    s.push_str(&effect(*ctx, e));
    s
}

pub fn costs(ctx: &Ctx, cost: &[Cost]) -> String {
    let mut don = String::new();
    let mut other: Vec<(String, String)> = Vec::new();
    for c in cost {
        match c {
            Cost::RestDon(n) => other.push((format!("自分のドン‼{n}枚をレストにし"), format!("自分のドン‼{n}枚をレストにできる"))),
            Cost::ReturnDon(n) => {
                don.push_str(&format!("ドン‼-{n}(自分の場のドン‼を指定の数ドン‼デッキに戻すことができる)"));
            }
            Cost::RestThis => {
                other.push((format!("{}をレストにし", this(ctx)), format!("{}をレストにできる", this(ctx))));
            }
        Cost::TrashThis => other.push((
                format!("{}をトラッシュに置き", this(ctx)),
                format!("{}をトラッシュに置くことができる", this(ctx)),
            )),
            Cost::TrashFromHand { count, filter } => {
                let base = if *filter == Filter::any() {
                    format!("自分の手札{count}枚を捨て")
                } else {
                    format!("自分の手札から{}{count}枚を捨て", hand_filter(filter))
                };
                other.push((base.clone(), format!("{base}ることができる")));
            }
            Cost::RestCharacters { count, filter } => other.push((
                format!("自分の{}キャラ{count}枚をレストにし", prefix(filter)),
                format!("自分の{}キャラ{count}枚をレストにできる", prefix(filter)),
            )),
            Cost::LifeToHand(n) => other.push((
                format!("自分のライフの上から{n}枚を手札に加え"),
                format!("自分のライフの上から{n}枚を手札に加えることができる"),
            )),
        }
    }
    // 「自分のドン‼1枚とこのキャラをレストに…」
    if let Some(at) = cost.windows(2).position(|w| matches!(w, [Cost::RestDon(_), Cost::RestThis])) {
        // index of that RestDon among the costs listed in `other` (ReturnDon goes to `don`)
        let i = cost[..at].iter().filter(|c| !matches!(c, Cost::ReturnDon(_))).count();
        if let (Some(Cost::RestDon(n)), true) = (cost.get(at), other.len() > i + 1) {
            let (cont, fin) = other[i + 1].clone();
            let merged = (
                cont.replacen(this(ctx), &format!("自分のドン‼{n}枚と{}", this(ctx)), 1),
                fin.replacen(this(ctx), &format!("自分のドン‼{n}枚と{}", this(ctx)), 1),
            );
            other[i] = merged;
            other.remove(i + 1);
        }
    }
    let mut s = don;
    if !other.is_empty() {
        if !s.is_empty() {
            s.push('、');
        }
        let last = other.len() - 1;
        for (i, (cont, fin)) in other.into_iter().enumerate() {
            if i == last {
                s.push_str(&fin);
            } else {
                s.push_str(&cont);
                s.push('、');
            }
        }
    }
    s.push('：');
    s
}

fn traits(t: &[String]) -> String {
    if let [one] = t {
        if let Some(part) = one.strip_suffix('*') {
            return format!("『{part}』を含む特徴を持つ");
        }
    }
    let inner: Vec<String> = t.iter().map(|t| format!("《{t}》")).collect();
    format!("特徴{}を持つ", inner.join("か"))
}

fn cost_part(f: &Filter) -> String {
    match (f.cost_min, f.cost_max) {
        (Some(a), Some(b)) if a == b => format!("コスト{a}の"),
        (None, Some(b)) => format!("コスト{b}以下の"),
        (Some(a), None) => format!("コスト{a}以上の"),
        _ => String::new(),
    }
}

fn power_part(f: &Filter) -> String {
    match (f.power_min, f.power_max) {
        (None, Some(b)) => format!("パワー{b}以下の"),
        (Some(a), None) => format!("パワー{a}以上の"),
        _ => String::new(),
    }
}

/// Hand or deck cards (without the count).
pub fn hand_filter(f: &Filter) -> String {
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
    if f.has_trigger == Some(true) {
        s.push_str("【トリガー】を持つ");
    }
    match (f.kind, &f.name) {
        (None, Some(NameMatch::Exact(n))) if f.traits.is_empty() && f.name_not.is_none() => {
            s.push_str(&format!("「{n}」"));
        }
        _ => s.push_str(match f.kind {
            Some(CardKind::Character) => "キャラカード",
            Some(CardKind::Event) => "イベントカード",
            Some(CardKind::Stage) => "ステージカード",
            _ => "カード",
        }),
    }
    s
}

fn prefix(f: &Filter) -> String {
    let mut s = String::new();
    if let Some(n) = &f.name_not {
        s.push_str(&format!("「{n}」以外の"));
    }
    match f.rested {
        Some(true) => s.push_str("レストの"),
        Some(false) => s.push_str("アクティブの"),
        None => {}
    }
    s.push_str(&cost_part(f));
    s.push_str(&power_part(f));
    s.push_str(colour(f.colour));
    if !f.traits.is_empty() {
        s.push_str(&traits(&f.traits));
    }
    s
}

fn colour(c: Option<Colour>) -> &'static str {
    match c {
        None => "",
        Some(Colour::Red) => "赤の",
        Some(Colour::Green) => "緑の",
        Some(Colour::Blue) => "青の",
        Some(Colour::Purple) => "紫の",
        Some(Colour::Black) => "黒の",
        Some(Colour::Yellow) => "黄の",
    }
}

pub fn selector(ctx: &Ctx, s: &Selector) -> String {
    if s.what == Targetable::This {
        return this(ctx).into();
    }
    if s.what == Targetable::Leader && !s.up_to && s.side == Side::You {
        return "自分のリーダー".into();
    }
    if let (Targetable::LeaderOrCharacter, Some(NameMatch::Exact(n)), Side::You) = (s.what, &s.filter.name, s.side) {
        let up = if s.up_to { "まで" } else { "" };
        return format!("自分の「{n}」{}枚{up}", s.count);
    }
    let side = match s.side {
        Side::You => "自分の",
        Side::Opponent => "相手の",
        Side::Either => "",
    };
    let not_this = if s.filter.not_this { format!("{}以外の", this(ctx)) } else { String::new() };
    let comma = if !s.filter.traits.is_empty() && s.what == Targetable::LeaderOrCharacter { "、" } else { "" };
    let what = match s.what {
        Targetable::LeaderOrCharacter => "リーダーかキャラ",
        Targetable::Character | Targetable::This => "キャラ",
        Targetable::Leader => "リーダー",
        Targetable::Stage => "ステージ",
    };
    let up = if s.up_to { "まで" } else { "" };
    let f = &s.filter;
    if s.what == Targetable::LeaderOrCharacter
        && (f.cost_max.is_some() || f.cost_min.is_some() || f.power_max.is_some() || f.power_min.is_some())
    {
        let outer = Filter { cost_max: None, cost_min: None, power_max: None, power_min: None, ..f.clone() };
        return format!(
            "{not_this}{side}{}{comma}リーダーか{}{}キャラ{}枚{up}",
            prefix(&outer),
            cost_part(f),
            power_part(f),
            s.count
        );
    }
    format!("{not_this}{side}{}{comma}{what}{}枚{up}", prefix(&s.filter), s.count)
}

fn duration(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => "このターン中",
        Duration::ThisBattle => "このバトル中",
        Duration::UntilStartOfYourNextTurn => "次の自分のターン開始時まで",
        Duration::UntilEndOfTurn => "ターン終了時まで",
    }
}

fn signed(v: i32) -> String {
    if v < 0 { format!("-{}", v.unsigned_abs()) } else { format!("+{v}") }
}

fn amount(a: &Amount) -> String {
    match a {
        Amount::Fixed(v) => signed(*v),
        Amount::PerCount { each, per, of } => format!("{}({}{per}枚につき)", signed(*each), counted_noun(of)),
    }
}

fn static_target(ctx: &Ctx, t: &StaticTarget) -> String {
    match t {
        StaticTarget::This => this(ctx).into(),
        StaticTarget::YourLeader => "自分のリーダー".into(),
        StaticTarget::YourCharacters(f) => format!("自分の{}キャラすべて", prefix(f)),
        StaticTarget::OpponentCharacters(f) => format!("相手の{}キャラすべて", prefix(f)),
        StaticTarget::YourHand(f) => format!("自分の手札の{}", hand_filter(f)),
    }
}

fn prohibition(p: Prohibition) -> &'static str {
    match p {
        Prohibition::Attack => "アタックできない",
        Prohibition::Block => "【ブロッカー】を発動できない",
        Prohibition::BeKoed => "KOされない",
        Prohibition::BeKoedInBattle => "バトルでKOされない",
        Prohibition::BeKoedByEffects => "効果でKOされない",
        Prohibition::BeRested => "レストにされない",
        Prohibition::BeSetActive => "アクティブにされない",
    }
}

pub fn continuous(ctx: &Ctx, c: &Continuous) -> String {
    match (&c.target, &c.modifier) {
        (StaticTarget::OpponentCharacters(f), Modifier::Power(a)) => {
            format!("相手の{}キャラすべてを、パワー{}", prefix(f), amount(a))
        }
        (StaticTarget::OpponentCharacters(f), Modifier::Cost(v)) => {
            format!("相手の{}キャラすべてを、コスト{}", prefix(f), signed(*v))
        }
        (StaticTarget::YourCharacters(f), Modifier::Power(a)) => {
            format!("自分の{}キャラすべてを、パワー{}", prefix(f), amount(a))
        }
        (StaticTarget::YourCharacters(f), Modifier::Cost(v)) => {
            format!("自分の{}キャラすべてを、コスト{}", prefix(f), signed(*v))
        }
        (t, Modifier::Power(a)) => format!("{}のパワー{}", static_target(ctx, t), amount(a)),
        (t, Modifier::Cost(v)) => format!("{}のコスト{}", static_target(ctx, t), signed(*v)),
        (t, Modifier::Grant(k)) => format!("{}は{}を得る", static_target(ctx, t), keyword_tag(*k)),
        (t, Modifier::Prohibit(p)) => format!("{}は{}", static_target(ctx, t), prohibition(*p)),
        (t, Modifier::BasePower(n)) => format!("{}の元々のパワーは{n}になる", static_target(ctx, t)),
        (t, Modifier::BaseCost(n)) => format!("{}の元々のコストは{n}になる", static_target(ctx, t)),
        (t, Modifier::Negated) => format!("{}の効果は無効になる", static_target(ctx, t)),
    }
}

pub fn effect(ctx: Ctx, e: &Effect) -> String {
    match e {
        Effect::Seq(v) if v.len() >= 2 => {
            let parts: Vec<String> = v.iter().map(|p| format!("{}。", chain(&ctx, p, false))).collect();
            parts.join("その後、")
        }
        Effect::Seq(v) if v.len() == 1 => format!("{}。", chain(&ctx, &v[0], false)),
        Effect::ChooseOne(opts) => {
            let mut s = String::from("以下から1つを選ぶ。");
            for o in opts {
                s.push_str("\n・");
                s.push_str(&effect(ctx, o));
            }
            s
        }
        Effect::MayPay { cost, then } => format!("{}{}", costs(&ctx, cost), effect(ctx, then)),
        other => format!("{}。", chain(&ctx, other, false)),
    }
}

/// Clauses joined by 「、」; `cont` asks for the continuative ending of the last one.
fn chain(ctx: &Ctx, e: &Effect, cont: bool) -> String {
    match e {
        Effect::If(c, b) => format!("{}場合、{}", condition(ctx, c), chain(ctx, b, cont)),
        Effect::Seq(v) => {
            let last = v.len().saturating_sub(1);
            v.iter().enumerate().map(|(i, p)| chain(ctx, p, i < last || cont)).collect::<Vec<_>>().join("、")
        }
        other => {
            let (head, verb) = clause(ctx, other);
            match (cont, verb.is_empty()) {
                (true, true) if matches!(other, Effect::Targeted { act: Act::Power(..) | Act::Cost(..), .. }) => {
                    format!("{head}し")
                }
                (true, _) => format!("{head}{}", continuative(&verb)),
                (false, _) => format!("{head}{verb}"),
            }
        }
    }
}

/// A clause as (text before the verb, final verb form).
fn clause(ctx: &Ctx, e: &Effect) -> (String, String) {
    let s = |a: String, b: &str| (a, b.to_string());
    match e {
        Effect::Nothing => s(String::new(), ""),
        Effect::Seq(_) | Effect::If(..) | Effect::ChooseOne(_) => s(chain(ctx, e, false), ""),
        Effect::IfDone(a, b) => s(format!("{}。そうした場合、{}", chain(ctx, a, false), chain(ctx, b, false)), ""),
        Effect::May(b) => s(format!("{}ことができる", chain(ctx, b, false)), ""),
        Effect::MayPay { cost, then } => s(format!("{}{}", costs(ctx, cost), chain(ctx, then, false)), ""),
        Effect::Draw(a) => s(
            match a {
                Amount::Fixed(n) => format!("カード{n}枚を"),
                other => format!("カード{}枚を", amount(other)),
            },
            "引く",
        ),
        Effect::DrawUpTo(n) => s(format!("カード{n}枚までを"), "引く"),
        Effect::TrashFromHand { count, up_to, filter } => {
            let src = if *filter == Filter::any() {
                "自分の手札".to_string()
            } else {
                format!("自分の手札から{}", hand_filter(filter))
            };
            s(format!("{src}{count}枚{}を", if *up_to { "まで" } else { "" }), "捨てる")
        }
        Effect::OpponentTrashesFromHand { count } => s(format!("相手は自身の手札{count}枚を"), "捨てる"),
        Effect::Targeted { sel, act } => targeted(ctx, sel, act),
        Effect::Search { look, filter, up_to, pick_to, rest } => {
            let pick = match pick_to {
                PickTo::Hand => "公開し、手札に加える",
                PickTo::Play { rested: false } => "登場させる",
                PickTo::Play { rested: true } => "レストで登場させる",
                PickTo::Trash => "トラッシュに置く",
            };
            let (rest, verb) = match rest {
                RestTo::BottomAnyOrder => ("残りを好きな順番でデッキの下に", "置く"),
                RestTo::TopAnyOrder => ("残りを好きな順番でデッキの上に", "置く"),
                RestTo::Trash => ("残りをトラッシュに", "置く"),
            };
            let pick = match pick_to {
                PickTo::Play { rested } => format!("、{}登場させる", if *rested { "レストで" } else { "" }),
                _ => pick.to_string(),
            };
            s(
                format!("自分のデッキの上から{look}枚を見て、{}{up_to}枚までを{pick}。その後、{rest}", hand_filter(filter)),
                verb,
            )
        }
        Effect::Play { from, filter, up_to, rested } => s(
            format!(
                "自分の{}から{}{up_to}枚までを、{}",
                match from {
                    PlayFrom::Hand => "手札",
                    PlayFrom::Trash => "トラッシュ",
                    PlayFrom::DeckTop => "デッキの上",
                },
                hand_filter(filter),
                if *rested { "レストで" } else { "" }
            ),
            "登場させる",
        ),
        Effect::PlayThis => s("このカードを".into(), "登場させる"),
        Effect::AddDon { count, rested } => s(
            format!("ドン‼デッキからドン‼{count}枚までを、{}", if *rested { "レストで" } else { "アクティブで" }),
            "追加する",
        ),
        Effect::GiveRestedDon { count, to } => {
            let to = if to.what == Targetable::LeaderOrCharacter
                && to.side == Side::You
                && to.count == 1
                && to.up_to
                && to.filter == Filter::any()
            {
                "自分のリーダーかキャラ1枚".to_string()
            } else if to.what == Targetable::This {
                this(ctx).to_string()
            } else if to.what == Targetable::Leader && to.count == 1 && !to.up_to {
                format!("自分の{}リーダー", prefix(&to.filter))
            } else {
                let what = match to.what {
                    Targetable::LeaderOrCharacter => "リーダーかキャラ",
                    Targetable::Leader => "リーダー",
                    Targetable::Stage => "ステージ",
                    _ => "キャラ",
                };
                format!("自分の{}{what}{}枚", prefix(&to.filter), to.count)
            };
            s(format!("{to}にレストのドン‼{count}枚までを、"), "付与する")
        }
        Effect::SetDonActive { count } => s(format!("自分のドン‼{count}枚までを、"), "アクティブにする"),
        Effect::RestDon { count } => s(format!("自分のドン‼{count}枚を"), "レストにする"),
        Effect::ReturnDon { count } => s(format!("自分の場のドン‼{count}枚をドン‼デッキに"), "戻す"),
        Effect::LifeToHand { count } => s(format!("自分のライフの上から{count}枚を手札に"), "加える"),
        Effect::DeckToLife { count, face_up } => s(
            format!("自分のデッキの上から{count}枚までを、ライフの上に{}", if *face_up { "表向きで" } else { "" }),
            "加える",
        ),
        Effect::TrashLife { side, count } => s(
            format!("{}のライフの上から{count}枚をトラッシュに", if *side == Side::Opponent { "相手" } else { "自分" }),
            "置く",
        ),
        Effect::LookAtLife { side } => {
            s(format!("{}のライフをすべて", if *side == Side::Opponent { "相手" } else { "自分" }), "見る")
        }
        Effect::TurnLifeFaceUp { count } => s(format!("自分のライフの上から{count}枚を"), "表向きにする"),
        Effect::DealDamage { side, count } => s(
            format!("{}のリーダーに{count}ダメージを", if *side == Side::Opponent { "相手" } else { "自分" }),
            "与える",
        ),
        Effect::Restrict { side, what, duration: d } => s(
            format!(
                "{}は、{}、{}",
                if *side == Side::Opponent { "相手" } else { "自分" },
                duration(*d),
                match what {
                    PlayerRestriction::ActivateBlocker => "【ブロッカー】を発動できない",
                    PlayerRestriction::PlayCharacters => "キャラカードを登場させることができない",
                    PlayerRestriction::PlayEvents => "イベントを発動できない",
                    PlayerRestriction::LifeToHandByEffect if *side == Side::You => "自分の効果でライフを手札に加えられない",
                    PlayerRestriction::LifeToHandByEffect => "自身の効果でライフを手札に加えられない",
                }
            ),
            "",
        ),
        Effect::TrashThis => s(format!("{}を", this(ctx)), "トラッシュに置く"),
        Effect::ActivateOwn(t) => s(format!("このカードの{}効果を", timing_tag(*t)), "発動する"),
        Effect::MillTop { side, count } => s(
            format!("{}のデッキの上から{count}枚をトラッシュに", if *side == Side::Opponent { "相手" } else { "自分" }),
            "置く",
        ),
        Effect::HandToDeck { count, bottom } => s(
            format!(
                "自分の手札{count}枚を{}デッキの{}に",
                if *count > 1 { "好きな順番で" } else { "" },
                if *bottom { "下" } else { "上" }
            ),
            "置く",
        ),
        Effect::SideReturnsDon { side, count } => match side {
            Side::Opponent => s(format!("相手は自身の場のドン‼{count}枚をドン‼デッキに"), "戻す"),
            _ => s(format!("自分の場のドン‼{count}枚をドン‼デッキに"), "戻す"),
        },
    }
}

fn targeted(ctx: &Ctx, sel: &Selector, act: &Act) -> (String, String) {
    let t = selector(ctx, sel);
    let wo = if sel.what == Targetable::This { "を" } else { "を、" };
    let s = |a: String, b: &str| (a, b.to_string());
    match act {
        Act::Ko => s(format!("{t}{wo}"), "KOする"),
        Act::Rest => s(format!("{t}{wo}"), "レストにする"),
        Act::SetActive => s(format!("{t}{wo}"), "アクティブにする"),
        Act::ReturnToHand => s(format!("{t}{wo}持ち主の手札に"), "戻す"),
        Act::ToDeckBottom => s(format!("{t}{wo}持ち主のデッキの下に"), "置く"),
        Act::ToDeckTop => s(format!("{t}{wo}持ち主のデッキの上に"), "置く"),
        Act::Trash => s(format!("{t}{wo}"), "トラッシュに置く"),
        Act::Power(a, d) => {
            let p = if sel.what == Targetable::This { "は" } else { "を" };
            s(format!("{t}{p}、{}、パワー{}", duration(*d), amount(a)), "")
        }
        Act::Cost(v, d) => {
            let p = if sel.what == Targetable::This { "は" } else { "を" };
            s(format!("{t}{p}、{}、コスト{}", duration(*d), signed(*v)), "")
        }
        Act::SetPowerZero(d) => s(format!("{t}を、{}、パワー0に", duration(*d)), "する"),
        Act::Grant(k, d) => s(format!("{t}は、{}、{}を", duration(*d), keyword_tag(*k)), "得る"),
        Act::Prohibit(p, d) => s(format!("{t}は、{}、", duration(*d)), prohibition(*p)),
        Act::GiveActiveDon(n) => s(format!("{t}に自分のアクティブのドン‼{n}枚までを、"), "付与する"),
        Act::SetBasePower(n, d) => s(format!("{t}の元々のパワーを、{}、{n}に", duration(*d)), "する"),
        Act::SetBaseCost(n, d) => s(format!("{t}の元々のコストを、{}、{n}に", duration(*d)), "する"),
        Act::Negate(d) => s(format!("{t}を、{}、効果を無効に", duration(*d)), "する"),
    }
}

/// 「【トリガー】…」
pub fn trigger(ctx: Ctx, e: &Effect) -> String {
    format!("【トリガー】{}", effect(ctx, e))
}
